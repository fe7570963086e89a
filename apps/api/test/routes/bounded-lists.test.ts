import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIST_DEFAULT_LIMIT,
  WAVEFORM_POINTS,
  decodeWaveform,
  type Audio,
  type ClientRequest,
  type ClientRequestSubmissions,
  type ComposerSubmission,
  type Role,
} from '@cuebrief/shared';
import { call, expectRefusal, type ApiResponse } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { albumOf, published } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import {
  writeFavourites,
  writeTakes,
  writeTracks,
  type WrittenAudio,
  type WrittenSubmission,
} from '../helpers/many-takes';
import { REQUEST } from '../helpers/requests';
import { openRequestOf, submissionTo } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';
import { favouritesRepository } from '../../src/modules/audio/favourites.repository';
import { catalogueAudiosRepository } from '../../src/modules/catalogue/catalogue-audios.repository';
import { submissionsRepository } from '../../src/modules/submissions/submissions.repository';

const t = useTestApp();
const signedIn = useEveryRole(t);
const db = () => t.app.database.db;
const MINUTE_MS = 60_000;

/** The whole list under a scope, in its own order, and each audio's stored peaks. */
type Expected = { ids: string[]; requestOf?: Map<string, string> };
const storedPeaks = new Map<string, number[]>();

// Ava's requests A and B, answered by Lena (two in three) and Theo with 80 submissions (two
// takes of two versions each), and by Lena with a form without music yet; Bo's request C, answered by Lena. Ava marks 55
// takes and 5 tracks of a published album of 56, and one track of an album held back.
let theo: SignedIn;
let bo: SignedIn;
let requestA: ClientRequest;
let requestB: ClientRequest;
let requestC: ClientRequest;
let toAva: WrittenSubmission[];
let toBo: WrittenSubmission[];
let formOnly: { id: string; createdAt: Date };
let albumId: string;
let tracks: WrittenAudio[];
let hiddenTrack: WrittenAudio | undefined;
let favourites: string[];

const remember = (audios: WrittenAudio[]) =>
  audios.forEach((audio) => storedPeaks.set(audio.id, audio.peaks));

beforeAll(async () => {
  theo = await loginAs(t.app, 'Composer');
  bo = await loginAs(t.app, 'Client');
  const ava = signedIn.Client;
  const lena = signedIn.Composer;
  requestA = await openRequestOf(t, ava.accessToken);
  requestB = await openRequestOf(t, ava.accessToken);
  requestC = await openRequestOf(t, bo.accessToken);
  const now = t.clock.now().getTime();
  toAva = await writeTakes(db(), {
    requestIds: [requestA.id, requestB.id],
    composerIds: [lena.user.id, lena.user.id, theo.user.id],
    takes: 160,
    takesPerSubmission: 2,
    versionsPerTake: 2,
    from: new Date(now - 300 * MINUTE_MS),
  });
  toBo = await writeTakes(db(), {
    requestIds: [requestC.id],
    composerIds: [lena.user.id],
    takes: 3,
    takesPerSubmission: 1,
    versionsPerTake: 1,
    from: new Date(now - 100 * MINUTE_MS),
    seed: 2,
  });
  const form = await submissionTo(t, lena.accessToken, requestA.id);
  formOnly = { id: form.id, createdAt: new Date(form.createdAt) };
  for (const submission of [...toAva, ...toBo]) remember(submission.audios);

  albumId = (await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Long album' })).id;
  tracks = await writeTracks(db(), albumId, 56, new Date(now - 500 * MINUTE_MS));
  await published(t.app, signedIn.Admin.accessToken, albumId);
  remember(tracks);
  const heldBack = (await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Held back' })).id;
  const [hidden] = await writeTracks(db(), heldBack, 1, new Date(now - 500 * MINUTE_MS), 9);
  hiddenTrack = hidden;

  const latestTakes = toAva.flatMap((s) => s.audios.filter((audio) => audio.version === 2));
  favourites = [...latestTakes.slice(0, 55), ...tracks.slice(0, 5)].map((audio) => audio.id);
  await writeFavourites(db(), ava.user.id, favourites, new Date(now - 80 * MINUTE_MS));
  await writeFavourites(db(), ava.user.id, [hidden?.id ?? ''], new Date(now - 10 * MINUTE_MS));
  await writeFavourites(db(), bo.user.id, [toBo[0]?.audios[0]?.id ?? ''], new Date(now));
});

/** The ids of the submissions given, newest first, as the lists order them. */
const newestFirst = (list: { id: string; createdAt: Date }[]) =>
  [...list]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((entry) => entry.id);

/** What each list shows in all, in its order, for the one who reads it. */
const expected = {
  clientSubmissions(requestId?: string): Expected {
    const kept = toAva.filter((s) => !requestId || s.requestId === requestId);
    return {
      ids: newestFirst(kept),
      requestOf: new Map(toAva.map((submission) => [submission.id, submission.requestId])),
    };
  },
  composerSubmissions(composerId: string, requestId?: string): Expected {
    const form = { ...formOnly, composerId, requestId: requestA.id };
    const all = [...toAva, ...toBo, ...(composerId === signedIn.Composer.user.id ? [form] : [])];
    return {
      ids: newestFirst(
        all.filter((s) => s.composerId === composerId && (!requestId || s.requestId === requestId)),
      ),
    };
  },
  // Marked a minute apart in the order given: the last marked comes first.
  favourites: (): Expected => ({ ids: [...favourites].reverse() }),
  tracks: (): Expected => ({ ids: tracks.map((track) => track.id) }),
  // Written a minute apart, the held-back one with the first: the newest first, then by id.
  foundTracks: (withHidden: boolean): Expected => {
    const written = tracks.map((track, i) => ({
      id: track.id,
      createdAt: new Date(i * MINUTE_MS),
    }));
    if (withHidden && hiddenTrack) written.push({ id: hiddenTrack.id, createdAt: new Date(0) });
    return { ids: newestFirst(written) };
  },
};

/** The ids an answer lists: its submissions (within their request groups), or its audios. */
function idsIn(data: unknown[], kind: 'grouped' | 'submissions' | 'audios'): string[] {
  if (kind === 'grouped') {
    return (data as ClientRequestSubmissions[]).flatMap((g) => g.submissions.map((s) => s.id));
  }
  return (data as { id: string }[]).map((entry) => entry.id);
}

/** Every audio view of an answer: each take and each of its versions, or each item. */
function audiosIn(data: unknown[], kind: 'grouped' | 'submissions' | 'audios'): Audio[] {
  const takes =
    kind === 'grouped'
      ? (data as ClientRequestSubmissions[]).flatMap((g) => g.submissions.flatMap((s) => s.audios))
      : kind === 'submissions'
        ? (data as ComposerSubmission[]).flatMap((s) => s.audios)
        : (data as Audio[]);
  return takes.flatMap((take) => ['versions' in take ? take.versions : [], take].flat() as Audio[]);
}

/**
 * A window of the client's submissions as the API answers it: the slice, grouped by request in
 * the order of each one's newest submission in it, each group newest first.
 */
function groupedWindow(whole: Expected, offset: number, limit: number): string[] {
  const slice = whole.ids.slice(offset, offset + limit);
  const byRequest = new Map<string, string[]>();
  for (const id of slice) {
    const requestId = whole.requestOf?.get(id) ?? '';
    byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), id]);
  }
  return [...byRequest.values()].flat();
}

type List = {
  name: string;
  role: Role;
  url: () => string;
  kind: 'grouped' | 'submissions' | 'audios';
  whole: () => Expected;
};
const LISTS: List[] = [
  {
    name: 'GET /client/submissions',
    role: 'Client',
    url: () => `${REQUEST}/client/submissions`,
    kind: 'grouped',
    whole: () => expected.clientSubmissions(),
  },
  {
    name: 'GET /composer/submissions',
    role: 'Composer',
    url: () => `${REQUEST}/composer/submissions`,
    kind: 'submissions',
    whole: () => expected.composerSubmissions(signedIn.Composer.user.id),
  },
  {
    name: 'GET /client/favourites',
    role: 'Client',
    url: () => `${REQUEST}/client/favourites`,
    kind: 'audios',
    whole: expected.favourites,
  },
  {
    name: 'GET /album/audio/from/all/{id} (client)',
    role: 'Client',
    url: () => `${REQUEST}/album/audio/from/all/${albumId}`,
    kind: 'audios',
    whole: expected.tracks,
  },
  {
    name: 'GET /album/audio/from/all/{id} (admin)',
    role: 'Admin',
    url: () => `${REQUEST}/album/audio/from/all/${albumId}`,
    kind: 'audios',
    whole: expected.tracks,
  },
  {
    name: 'GET /catalogue/tracks (client)',
    role: 'Client',
    url: () => `${REQUEST}/catalogue/tracks`,
    kind: 'audios',
    whole: () => expected.foundTracks(false),
  },
  {
    name: 'GET /catalogue/tracks (admin)',
    role: 'Admin',
    url: () => `${REQUEST}/catalogue/tracks`,
    kind: 'audios',
    whole: () => expected.foundTracks(true),
  },
];

const list = (entry: List, query: Record<string, string> = {}, token?: string) =>
  call<unknown[]>(t.app, 'GET', entry.url(), {
    token: token ?? signedIn[entry.role].accessToken,
    query,
  });
const totalOf = (response: ApiResponse) => Number(response.headers['x-total-count']);
const windowOf = (entry: List, offset: number, limit: number) => {
  const whole = entry.whole();
  return entry.kind === 'grouped'
    ? groupedWindow(whole, offset, limit)
    : whole.ids.slice(offset, offset + limit);
};

describe.each(LISTS)('$name', (entry) => {
  it('answers the first 50 in the list’s order without parameters, with X-Total-Count', async () => {
    const response = await list(entry);
    expect(response.statusCode, response.raw.slice(0, 300)).toBe(200);
    const whole = entry.whole();
    expect(whole.ids.length).toBeGreaterThan(LIST_DEFAULT_LIMIT);
    expect(idsIn(response.body.data, entry.kind)).toEqual(windowOf(entry, 0, LIST_DEFAULT_LIMIT));
    expect(totalOf(response)).toBe(whole.ids.length);
  });

  it('walks the whole list with limit and offset, without gaps or repeats', async () => {
    const limit = 7;
    const seen: string[] = [];
    for (let offset = 0; ; offset += limit) {
      const response = await list(entry, { limit: String(limit), offset: String(offset) });
      expect(response.statusCode, response.raw.slice(0, 300)).toBe(200);
      const ids = idsIn(response.body.data, entry.kind);
      expect(ids).toEqual(windowOf(entry, offset, limit));
      expect(totalOf(response)).toBe(entry.whole().ids.length);
      seen.push(...ids);
      if (ids.length < limit) break;
    }
    expect([...seen].sort()).toEqual([...entry.whole().ids].sort());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers an empty window past the end, still counting the whole list', async () => {
    const response = await list(entry, { offset: '1000' });
    expect(response.body.data).toEqual([]);
    expect(totalOf(response)).toBe(entry.whole().ids.length);
  });

  it.each([
    ['limit', { limit: '0' }],
    ['limit', { limit: '101' }],
    ['limit', { limit: 'x' }],
    ['offset', { offset: '-1' }],
    ['offset', { offset: 'x' }],
    ['peaks', { peaks: 'none' }],
    ['page', { page: '2' }],
  ])('refuses a bad %s (%o) with 400 naming it', async (field, query) => {
    expectRefusal(await list(entry, query), 400, 'VALIDATION_FAILED', [field]);
  });

  it('leaves the peaks out unless asked with peaks=full; the waveform is the stored peaks', async () => {
    const plain = audiosIn((await list(entry, { limit: '5' })).body.data, entry.kind);
    const full = audiosIn((await list(entry, { limit: '5', peaks: 'full' })).body.data, entry.kind);
    expect(plain.length).toBeGreaterThanOrEqual(5);
    expect(full.map((audio) => audio.id)).toEqual(plain.map((audio) => audio.id));
    plain.forEach((audio, i) => {
      const stored = storedPeaks.get(audio.id) ?? [];
      expect(stored).toHaveLength(WAVEFORM_POINTS);
      expect(audio.peaks).toEqual([]);
      expect(full[i]?.peaks).toEqual(stored);
      expect(full[i]?.waveform).toBe(audio.waveform);
      const wave = decodeWaveform(audio.waveform);
      expect(wave).toHaveLength(WAVEFORM_POINTS);
      wave.forEach((value, point) =>
        expect(Math.abs(value - (stored[point] ?? -1))).toBeLessThanOrEqual(1 / 255),
      );
    });
  });
});

describe.each([
  { name: 'GET /client/submissions', allowed: ['Client'] as Role[], path: '/client/submissions' },
  {
    name: 'GET /composer/submissions',
    allowed: ['Composer'] as Role[],
    path: '/composer/submissions',
  },
  { name: 'GET /client/favourites', allowed: ['Client'] as Role[], path: '/client/favourites' },
])('$name with a window', ({ allowed, path }) => {
  it.each(whoMay(...allowed))('answers %s', async (_, caller) => {
    const response = await call(t.app, 'GET', `${REQUEST}${path}`, {
      token: signedIn.tokenOf(caller.role),
      query: { limit: '3', offset: '1' },
    });
    expectAnswerFor(caller, response);
  });

  // Who may call is decided before the query is read: a bad window tells a stranger nothing.
  it.each(whoMay(...allowed).filter(([, caller]) => caller.error))(
    'refuses %s before reading a bad window',
    async (_, caller) => {
      const response = await call(t.app, 'GET', `${REQUEST}${path}`, {
        token: signedIn.tokenOf(caller.role),
        query: { limit: '0' },
      });
      expectRefusal(response, caller.status, caller.error ?? '');
    },
  );
});

describe('scoped to one request', () => {
  const clientList = (query: Record<string, string>, token = signedIn.Client.accessToken) =>
    call<ClientRequestSubmissions[]>(t.app, 'GET', `${REQUEST}/client/submissions`, {
      token,
      query,
    });
  const composerList = (query: Record<string, string>, token = signedIn.Composer.accessToken) =>
    call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, { token, query });

  it("gives a client one of their requests' submissions, windowed and counted", async () => {
    const whole = expected.clientSubmissions(requestB.id);
    const first = await clientList({ requestId: requestB.id });
    expect(first.body.data.map((group) => group.request.id)).toEqual([requestB.id]);
    expect(idsIn(first.body.data, 'grouped')).toEqual(whole.ids);
    expect(totalOf(first)).toBe(whole.ids.length);
    const window = await clientList({ requestId: requestB.id, limit: '3', offset: '2' });
    expect(idsIn(window.body.data, 'grouped')).toEqual(whole.ids.slice(2, 5));
    expect(totalOf(window)).toBe(whole.ids.length);
  });

  it("answers 404 for another client's request or an unknown one, as every call does", async () => {
    expectRefusal(await clientList({ requestId: requestC.id }), 404, 'NOT_FOUND');
    expectRefusal(await clientList({ requestId: crypto.randomUUID() }), 404, 'NOT_FOUND');
    // Its owner reads it.
    const own = await clientList({ requestId: requestC.id }, bo.accessToken);
    expect(idsIn(own.body.data, 'grouped')).toEqual(newestFirst(toBo));
  });

  it('refuses a requestId that is not an id', async () => {
    expectRefusal(await clientList({ requestId: 'nope' }), 400, 'VALIDATION_FAILED', ['requestId']);
    expectRefusal(await composerList({ requestId: 'nope' }), 400, 'VALIDATION_FAILED', [
      'requestId',
    ]);
  });

  it('gives a composer only their own submissions to it; one they did not answer lists none', async () => {
    const lena = signedIn.Composer.user.id;
    const toC = await composerList({ requestId: requestC.id });
    expect(idsIn(toC.body.data, 'submissions')).toEqual(
      expected.composerSubmissions(lena, requestC.id).ids,
    );
    expect(totalOf(toC)).toBe(toBo.length);
    const toA = await composerList({ requestId: requestA.id, limit: '100' });
    expect(idsIn(toA.body.data, 'submissions')).toEqual(
      expected.composerSubmissions(lena, requestA.id).ids,
    );
    // Theo never answered C; an unknown request is no one's answer either.
    for (const requestId of [requestC.id, crypto.randomUUID()]) {
      const none = await composerList({ requestId }, theo.accessToken);
      expect(none.statusCode).toBe(200);
      expect(none.body.data).toEqual([]);
      expect(totalOf(none)).toBe(0);
    }
  });
});

describe('the lists that page (GET /all/submissions) and the placements', () => {
  it('leave the peaks out unless asked with peaks=full', async () => {
    const page = (query: Record<string, string>) =>
      call<{ data: ComposerSubmission[] }>(t.app, 'GET', `${REQUEST}/all/submissions`, {
        token: signedIn.Admin.accessToken,
        query,
      });
    const plain = audiosIn((await page({ pageSize: '3' })).body.data.data, 'submissions');
    const full = audiosIn(
      (await page({ pageSize: '3', peaks: 'full' })).body.data.data,
      'submissions',
    );
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((audio) => audio.peaks.length === 0)).toBe(true);
    expect(full.map((audio) => audio.peaks)).toEqual(
      full.map((audio) => storedPeaks.get(audio.id)),
    );
    expectRefusal(await page({ peaks: 'some' }), 400, 'VALIDATION_FAILED', ['peaks']);
  });
});

// The database gives the window, not the whole list: each list's repository, the one place it
// is read, returns a window's rows and the count, whatever the list's length.
describe('the window is read in SQL', () => {
  const window = { limit: 3, offset: 4 };

  it.each([
    [
      'the client’s submissions',
      () => submissionsRepository.listToClient(db(), signedIn.Client.user.id, {}, window),
      () => expected.clientSubmissions().ids,
      (row: { submission: { id: string } }) => row.submission.id,
    ],
    [
      'the composer’s submissions',
      () => submissionsRepository.listOfComposer(db(), signedIn.Composer.user.id, {}, window),
      () => expected.composerSubmissions(signedIn.Composer.user.id).ids,
      (row: { submission: { id: string } }) => row.submission.id,
    ],
    [
      'the favourites',
      () => favouritesRepository.ofClient(db(), signedIn.Client.user.id, window),
      () => expected.favourites().ids,
      (row: { audio: { id: string } }) => row.audio.id,
    ],
    [
      'an album’s tracks',
      () => catalogueAudiosRepository.listOfAlbum(db(), albumId, { ...window }),
      () => expected.tracks().ids,
      (row: { id: string }) => row.id,
    ],
    [
      'the catalogue’s search',
      () =>
        catalogueAudiosRepository.search(
          db(),
          { ...window, sort: 'added' },
          { withUnpublished: false },
        ),
      () => expected.foundTracks(false).ids,
      (row: { audio: { id: string } }) => row.audio.id,
    ],
  ] as const)('%s', async (_, read, whole, idOf) => {
    const { rows, total } = await read();
    const ids = (rows as Parameters<typeof idOf>[0][]).map((row) => idOf(row as never));
    expect(ids).toEqual(whole().slice(window.offset, window.offset + window.limit));
    expect(total).toBe(whole().length);
  });
});
