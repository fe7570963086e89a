import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MINI_WAVEFORM_POINTS,
  type ClientRequest,
  type ComposerAudio,
  type Paged,
  type TakeDecisionState,
  type TakeTableRow,
} from '@cuebrief/shared';
import { takeDecisions, users } from '../../src/db/schema';
import { blockMaxima } from '../../src/lib/block-maxima';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { recordMeasurement } from '../helpers/analysis-rows';
import { call, expectRefusal } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import {
  audioOf,
  infoPart,
  openRequestOf,
  submissionTo,
  versionOf,
  wavPart,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);

const takesUrl = (requestId: string) => `${REQUEST}/client/request/${requestId}/takes`;

function readTakes(token: string | undefined, requestId: string, query: Record<string, string>) {
  return call<Paged<TakeTableRow>>(t.app, 'GET', takesUrl(requestId), { token, query });
}

/** One page as the request's client reads it; the call must succeed. */
async function pageOf(query: Record<string, string> = {}, token = signedIn.Client.accessToken) {
  const response = await readTakes(token, request.id, query);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** The next version of one of signedIn.Composer's takes: a wav of `seconds` seconds. */
async function uploadNextVersion(take: Take, seconds: number, info: Record<string, unknown> = {}) {
  t.clock.advance(60_000);
  const parts = [wavPart(seconds), infoPart(info)];
  const [latest] = (await versionOf(t, signedIn.Composer.accessToken, take.id, parts)).versions;
  if (!latest) throw new Error('a version upload answered no version');
  return latest;
}

async function decide(audioId: string, takeId: string, state: TakeDecisionState) {
  t.clock.advance(1000);
  await t.app.database.db.insert(takeDecisions).values({
    audioId,
    takeId,
    decidedBy: signedIn.Client.user.id,
    state,
    reasons: state === 'passed' ? ['Tempo'] : [],
    createdAt: t.clock.now(),
  });
}

/** A take's first version, as its upload answered. */
type Take = ComposerAudio & { takeId: string };

let request: ClientRequest;
let otherComposer: SignedIn;
/** Cobalt: two versions, fits the brief, shortlisted. */
let cobalt: Take;
let cobaltV2: ComposerAudio;
/** amber: measured off the brief (149.6 BPM, F major), listened to, passed. */
let amber: Take;
/** Birch: not measured yet, the client's favourite. */
let birch: Take;
/** delta: close (the relative minor), shortlisted then passed, offered on. */
let delta: Take;

async function upload(
  composer: SignedIn,
  title: string,
  seconds: number,
  info: Record<string, unknown> = {},
) {
  t.clock.advance(60_000);
  const submission = await submissionTo(t, composer.accessToken, request.id);
  const take = await audioOf(
    t,
    composer.accessToken,
    submission.id,
    [wavPart(seconds), infoPart(info)],
    title,
  );
  const { takeId } = take;
  if (!takeId) throw new Error('a take uploaded without its take id');
  return { ...take, takeId };
}

/** Brief: 96–120 BPM in D major, 30 or 15 seconds (briefBody). */
beforeAll(async () => {
  request = await openRequestOf(t, signedIn.Client.accessToken);
  otherComposer = await loginAs(t.app, 'Composer');
  const db = t.app.database.db;
  await db
    .update(users)
    .set({ firstName: 'Mia', lastName: 'Adler' })
    .where(eq(users.id, signedIn.Composer.user.id));
  await db
    .update(users)
    .set({ firstName: 'Zoe', lastName: 'Brandt' })
    .where(eq(users.id, otherComposer.user.id));

  cobalt = await upload(signedIn.Composer, 'Cobalt', 3, { bpm: 110, key: 'D major' });
  amber = await upload(otherComposer, 'amber', 1);
  birch = await upload(signedIn.Composer, 'Birch', 2);
  delta = await upload(otherComposer, 'delta', 4, { bpm: 100 });
  cobaltV2 = await uploadNextVersion(cobalt, 5);

  await recordMeasurement(t.app, cobalt.id, { bpm: 110, musicalKey: 'D major' });
  await recordMeasurement(t.app, cobaltV2.id, { bpm: 112.4, musicalKey: 'D major' });
  await recordMeasurement(t.app, amber.id, { bpm: 149.6, musicalKey: 'F major' });
  await recordMeasurement(t.app, delta.id, { bpm: 100, musicalKey: 'B minor' });

  await decide(cobalt.id, cobalt.takeId, 'shortlisted');
  await decide(amber.id, amber.takeId, 'passed');
  await decide(delta.id, delta.takeId, 'shortlisted');
  await decide(delta.id, delta.takeId, 'passed');

  const client = signedIn.Client.accessToken;
  const marks = [
    call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
      token: client,
      body: { audioId: birch.id, audioType: 'submission', isFavorite: true },
    }),
    call(t.app, 'POST', `${REQUEST}/audio/${amber.id}/play`, { token: client }),
    call(t.app, 'POST', `${REQUEST}/client/audio-review`, {
      token: client,
      body: { audioId: delta.id, audioType: 'submission', price: 900 },
    }),
  ];
  for (const response of await Promise.all(marks)) {
    expect(response.statusCode, response.raw).toBe(200);
  }
});

const titlesOf = (page: Paged<TakeTableRow>) => page.data.map((row) => row.title);

type Refused = {
  who: string;
  tokenOf: () => Promise<string | undefined>;
  status: number;
  error: string;
};

describe('who reads the table of a request’s takes', () => {
  it.each<Refused>([
    { who: 'a guest', tokenOf: async () => undefined, status: 401, error: 'UNAUTHENTICATED' },
    {
      who: 'another client',
      tokenOf: async () => (await loginAs(t.app, 'Client')).accessToken,
      status: 404,
      error: 'NOT_FOUND',
    },
    {
      who: 'the composer of some of its takes',
      tokenOf: async () => signedIn.Composer.accessToken,
      status: 404,
      error: 'NOT_FOUND',
    },
  ])('refuses $who with $status', async ({ tokenOf, status, error }) => {
    expectRefusal(await readTakes(await tokenOf(), request.id, {}), status, error);
  });

  it.each([
    ['its client', () => signedIn.Client.accessToken],
    ['an admin', () => signedIn.Admin.accessToken],
  ])('answers %s with every take, the client’s marks included', async (_who, tokenOf) => {
    const page = await pageOf({}, tokenOf());
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 4 });
    expect(page.data.find((row) => row.takeId === birch.takeId)?.isFavorite).toBe(true);
  });

  it('is 404 for a request that does not exist', async () => {
    const response = await readTakes(signedIn.Admin.accessToken, randomUUID(), {});
    expectRefusal(response, 404, 'NOT_FOUND');
  });

  it.each([
    ['sort', { sort: 'tempo' }],
    ['order', { order: 'up' }],
    ['page', { page: '0' }],
    ['pageSize', { pageSize: '1000' }],
    ['fits', { fits: 'yes' }],
  ])('refuses a bad %s with 400 naming it', async (field, query) => {
    const response = await readTakes(signedIn.Client.accessToken, request.id, query);
    expectRefusal(response, 400, 'VALIDATION_FAILED', [field]);
  });
});

describe('a row of the table', () => {
  const rowOf = async (takeId: string): Promise<TakeTableRow> => {
    const row = (await pageOf()).data.find((entry) => entry.takeId === takeId);
    if (!row) throw new Error(`take ${takeId} is not in the table`);
    return row;
  };

  it('is the latest version of a take, with how many versions it has and its first upload', async () => {
    const row = await rowOf(cobalt.takeId);
    expect(row).toMatchObject({
      audioId: cobaltV2.id,
      version: 2,
      versionCount: 2,
      durationSeconds: 5,
      composerName: 'Mia Adler',
      createdAt: cobalt.createdAt,
      decision: 'shortlisted',
    });
    expect((await pageOf()).data.filter((entry) => entry.takeId === cobalt.takeId)).toHaveLength(1);
  });

  it('shows the stated tempo and key, else the measured ones marked as measured', async () => {
    // The second version stated nothing new: it keeps the first one's 110 BPM in D major.
    expect(await rowOf(cobalt.takeId)).toMatchObject({
      bpm: 110,
      bpmMeasured: false,
      key: 'D major',
      keyMeasured: false,
    });
    // Measured tempos are shown in whole beats, as stated ones are written.
    expect(await rowOf(amber.takeId)).toMatchObject({
      bpm: 150,
      bpmMeasured: true,
      key: 'F major',
      keyMeasured: true,
    });
    expect(await rowOf(delta.takeId)).toMatchObject({
      bpm: 100,
      bpmMeasured: false,
      key: 'B minor',
      keyMeasured: true,
    });
    expect(await rowOf(birch.takeId)).toMatchObject({
      bpm: null,
      bpmMeasured: false,
      key: null,
      keyMeasured: false,
      fit: null,
    });
  });

  it("carries the fit, the take's newest decision and the client's listen and offer", async () => {
    expect((await rowOf(cobalt.takeId)).fit?.summary).toBe('fits');
    expect(await rowOf(amber.takeId)).toMatchObject({
      fit: { summary: 'off' },
      decision: 'passed',
      isListened: true,
      isFavorite: false,
      offerState: null,
    });
    expect(await rowOf(delta.takeId)).toMatchObject({
      fit: { summary: 'close' },
      decision: 'passed',
      isListened: false,
      offerState: 'offered',
    });
  });

  it('has a small waveform, each point the loudest of its stretch', async () => {
    const row = await rowOf(cobalt.takeId);
    expect(row.miniPeaks).toEqual(blockMaxima(cobaltV2.peaks, MINI_WAVEFORM_POINTS));
    for (const other of (await pageOf()).data) {
      expect(other.miniPeaks).toHaveLength(MINI_WAVEFORM_POINTS);
      expect(other.miniPeaks.every((value) => value >= 0 && value <= 1)).toBe(true);
    }
  });

  it('has no fit while its latest version is not measured, whatever the one before measured', async () => {
    const v3 = await uploadNextVersion(cobalt, 5);
    try {
      const row = await rowOf(cobalt.takeId);
      expect(row).toMatchObject({ audioId: v3.id, version: 3, versionCount: 3, fit: null });
    } finally {
      const deleted = await call(t.app, 'DELETE', `${REQUEST}/composer/audio/${v3.id}`, {
        token: signedIn.Composer.accessToken,
      });
      expect(deleted.statusCode, deleted.raw).toBe(200);
    }
  });
});

describe('the order of the table', () => {
  const C = 'Cobalt';
  const A = 'amber';
  const B = 'Birch';
  const D = 'delta';
  it.each([
    ['submitted', [C, A, B, D], [D, B, A, C]],
    ['title', [A, B, C, D], [D, C, B, A]],
    // Equal names keep the order they were submitted in, whichever the direction.
    ['composer', [C, B, A, D], [A, D, C, B]],
    ['version', [A, B, D, C], [C, A, B, D]],
    ['duration', [A, B, D, C], [C, D, B, A]],
    // Birch has no tempo nor key: last either way.
    ['bpm', [D, C, A, B], [A, C, D, B]],
    ['key', [D, C, A, B], [A, C, D, B]],
    ['fit', [C, D, A, B], [A, D, C, B]],
    ['decision', [C, B, A, D], [A, D, B, C]],
    ['favourite', [B, C, A, D], [C, A, D, B]],
  ])('by %s is %j ascending and %j descending', async (sort, ascending, descending) => {
    expect(titlesOf(await pageOf({ sort, order: 'asc' }))).toEqual(ascending);
    expect(titlesOf(await pageOf({ sort, order: 'desc' }))).toEqual(descending);
  });

  it('is the order of submission unless asked', async () => {
    expect(titlesOf(await pageOf())).toEqual([C, A, B, D]);
  });

  it('keeps only the takes that fit the brief when asked, counting those', async () => {
    const page = await pageOf({ fits: 'true', sort: 'title' });
    expect(titlesOf(page)).toEqual([C]);
    expect(page.total).toBe(1);
    expect(titlesOf(await pageOf({ fits: 'false' }))).toHaveLength(4);
  });

  it('is cut into pages after sorting, every page counting all the takes', async () => {
    const query = { sort: 'title', pageSize: '3' };
    const first = await pageOf({ ...query, page: '1' });
    const second = await pageOf({ ...query, page: '2' });
    const beyond = await pageOf({ ...query, page: '3' });
    expect([first.total, second.total, beyond.total]).toEqual([4, 4, 4]);
    expect(titlesOf(first)).toEqual([A, B, C]);
    expect(titlesOf(second)).toEqual([D]);
    expect(beyond.data).toEqual([]);
  });
});
