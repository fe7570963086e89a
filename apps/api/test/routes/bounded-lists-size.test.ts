import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, LIST_DEFAULT_LIMIT, type ClientRequest } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { albumOf, published } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { writeFavourites, writeTakes, writeTracks } from '../helpers/many-takes';
import { REQUEST } from '../helpers/requests';
import { openRequestOf } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

/** docs/contracts.md#bounded-lists: no answer of these lists over 1 MB, however old the account. */
const MAX_ANSWER_BYTES = 1_000_000;
const TAKES = 5000;
const REQUESTS = 10;
const TRACKS = 300;

const t = useTestApp();
const signedIn = useEveryRole(t);

// A client of long standing: ten requests answered by two composers with 5,000 takes in all, two
// to a submission and two versions each (the shape of a brief's review rounds), every latest
// version a favourite, and an album of 300 tracks.
let theo: SignedIn;
let albumId: string;
beforeAll(async () => {
  theo = await loginAs(t.app, 'Composer');
  const ava = signedIn.Client;
  const asked: ClientRequest[] = [];
  for (let i = 0; i < REQUESTS; i += 1) asked.push(await openRequestOf(t, ava.accessToken));
  const db = t.app.database.db;
  const from = new Date(t.clock.now().getTime() - TAKES * 60_000);
  const written = await writeTakes(db, {
    requestIds: asked.map((request) => request.id),
    composerIds: [signedIn.Composer.user.id, theo.user.id],
    takes: TAKES,
    takesPerSubmission: 2,
    versionsPerTake: 2,
    from,
  });
  const latest = written.flatMap((submission) =>
    submission.audios.filter((audio) => audio.version === 2).map((audio) => audio.id),
  );
  await writeFavourites(db, ava.user.id, latest, from);
  albumId = (await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Deep catalogue' })).id;
  await writeTracks(db, albumId, TRACKS, from);
  await published(t.app, signedIn.Admin.accessToken, albumId);
}, 300_000);

/** How many items an answer holds: submissions (within their groups), or entries. */
const itemsIn = (data: unknown): number =>
  Array.isArray(data)
    ? data.reduce<number>(
        (sum, entry: { submissions?: unknown[] }) => sum + (entry.submissions?.length ?? 1),
        0,
      )
    : ((data as { data: unknown[] }).data.length ?? 0);

describe('a client with 5,000 takes', () => {
  const SUBMISSIONS = TAKES / 2;
  const album = () => `/album/audio/from/all/${albumId}`;
  it.each([
    { name: '/client/submissions', role: 'Client', path: () => '/client/submissions' },
    { name: '/composer/submissions', role: 'Composer', path: () => '/composer/submissions' },
    { name: '/client/favourites', role: 'Client', path: () => '/client/favourites' },
    { name: '/album/audio/from/all/{id}', role: 'Client', path: album },
    { name: '/album/audio/from/all/{id}', role: 'Admin', path: album },
    { name: '/catalogue/tracks', role: 'Client', path: () => '/catalogue/tracks' },
    { name: '/catalogue/tracks', role: 'Admin', path: () => '/catalogue/tracks' },
    { name: '/all/submissions', role: 'Admin', path: () => '/all/submissions' },
  ] as const)('GET $name answers $role a first window under 1 MB', async ({ role, path }) => {
    const response = await call(t.app, 'GET', `${REQUEST}${path()}`, {
      token: signedIn[role].accessToken,
    });
    expect(response.statusCode, response.raw.slice(0, 300)).toBe(200);
    const whole: Record<string, [items: number, total: number | undefined]> = {
      '/client/submissions': [LIST_DEFAULT_LIMIT, SUBMISSIONS],
      '/composer/submissions': [LIST_DEFAULT_LIMIT, SUBMISSIONS / 2],
      '/client/favourites': [LIST_DEFAULT_LIMIT, TAKES],
      [album()]: [LIST_DEFAULT_LIMIT, TRACKS],
      '/catalogue/tracks': [LIST_DEFAULT_LIMIT, TRACKS],
      '/all/submissions': [DEFAULT_PAGE_SIZE, undefined],
    };
    const [items, total] = whole[path()] ?? [NaN, NaN];
    expect(itemsIn(response.body.data)).toBe(items);
    if (total !== undefined) expect(Number(response.headers['x-total-count'])).toBe(total);
    expect(Buffer.byteLength(response.raw)).toBeLessThan(MAX_ANSWER_BYTES);
  });
});
