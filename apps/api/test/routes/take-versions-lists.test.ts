import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminTakeSchema,
  clientTakeSchema,
  composerTakeSchema,
  type AdminSubmission,
  type ClientRequest,
  type ClientRequestSubmissions,
  type ComposerSubmission,
  type ComposerTake,
  type FavoriteAudio,
  type Offer,
  type Paged,
  type Submission,
} from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import {
  audioOf,
  infoPart,
  listed,
  mp3Part,
  openRequestOf,
  submissionTo,
  versionOf,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
const asClient = () => signedIn.Client.accessToken;
const asComposer = () => signedIn.Composer.accessToken;
const asAdmin = () => signedIn.Admin.accessToken;

/** The takes of one submission, as each role's list shows them. */
const takesSeenBy = {
  async composer(submissionId: string) {
    const list = await call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, {
      token: asComposer(),
    });
    expect(list.statusCode, list.raw).toBe(200);
    const audios = list.body.data.find((entry) => entry.id === submissionId)?.audios ?? [];
    return audios.map((take) => composerTakeSchema.parse(take));
  },
  async client(submissionId: string) {
    const list = await call<ClientRequestSubmissions[]>(
      t.app,
      'GET',
      `${REQUEST}/client/submissions`,
      { token: asClient() },
    );
    expect(list.statusCode, list.raw).toBe(200);
    const audios =
      list.body.data
        .flatMap((group) => group.submissions)
        .find((entry) => entry.id === submissionId)?.audios ?? [];
    return audios.map((take) => clientTakeSchema.parse(take));
  },
  async admin(submissionId: string) {
    const page = await call<Paged<AdminSubmission>>(t.app, 'GET', `${REQUEST}/all/submissions`, {
      token: asAdmin(),
      query: { pageSize: '100' },
    });
    expect(page.statusCode, page.raw).toBe(200);
    const audios = page.body.data.data.find((entry) => entry.id === submissionId)?.audios ?? [];
    return audios.map((take) => adminTakeSchema.parse(take));
  },
};
const ROLES = ['composer', 'client', 'admin'] as const;

const deleteVersion = (audioId: string) =>
  call(t.app, 'DELETE', `${REQUEST}/composer/audio/${audioId}`, { token: asComposer() });
const submissionsCount = async (requestId: string) =>
  (
    await call<ClientRequest>(t.app, 'GET', `${REQUEST}/client/request/${requestId}`, {
      token: asClient(),
    })
  ).body.data.submissionsCount;

/** A second of the clock between uploads, so "newest" and "first upload" mean something. */
async function later<T>(make: () => Promise<T>): Promise<T> {
  t.clock.advance(1000);
  return make();
}

let request: ClientRequest;
let submission: Submission;
beforeAll(async () => {
  request = await openRequestOf(t, asClient());
  submission = await submissionTo(t, asComposer(), request.id);
});

describe('the submission lists', () => {
  // "Night Drive" (v1, v2, v3) was uploaded before "Harbour" (v1); its later versions came after.
  let night: ComposerTake;
  let harbour: string;
  beforeAll(async () => {
    const v1 = await later(() =>
      audioOf(t, asComposer(), submission.id, [mp3Part()], 'Night Drive'),
    );
    harbour = (await later(() => audioOf(t, asComposer(), submission.id, [mp3Part()], 'Harbour')))
      .id;
    await later(() =>
      versionOf(t, asComposer(), v1.id, [mp3Part(), infoPart({ note: 'shorter intro' })]),
    );
    night = await later(() =>
      versionOf(t, asComposer(), v1.id, [mp3Part(), infoPart({ note: 'lift at 0:18' })]),
    );
  });

  it.each(ROLES)(
    'show each take once to the %s, as its latest version, in the order of first upload',
    async (role) => {
      const takes = await takesSeenBy[role](submission.id);
      expect(takes.map((take) => [take.id, take.title, take.version])).toEqual([
        [night.id, 'Night Drive', 3],
        [harbour, 'Harbour', 1],
      ]);
    },
  );

  it.each(ROLES)(
    'hold every version newest first, the latest included, in the %s’s shape',
    async (role) => {
      const [take] = await takesSeenBy[role](submission.id);
      expect(take?.versions.map((v) => [v.id, v.version, v.takeId, v.versionNote])).toEqual(
        night.versions.map((v) => [v.id, v.version, night.takeId, v.versionNote]),
      );
      expect(take?.versions.map((v) => v.versionNote)).toEqual([
        'lift at 0:18',
        'shorter intro',
        null,
      ]);
      // The entry is its latest version as that role sees it, with the take's review added.
      const { versions, decision, commentCount, lastEvent, ...latest } = take ?? night;
      expect(versions[0]).toEqual(latest);
      expect({ decision, commentCount }).toEqual({ decision: null, commentCount: 0 });
      expect(lastEvent).toMatchObject({ kind: 'version', version: 3, text: 'lift at 0:18' });
    },
  );

  it('answers the composer’s upload with the take as their list shows it', async () => {
    const [shown] = await takesSeenBy.composer(submission.id);
    // The list leaves the peaks out unless asked for them; the waveform is the same.
    expect(shown).toEqual({ ...listed(night), versions: night.versions.map(listed) });
  });
});

describe('deleting a version', () => {
  it('shows the previous version once the latest is gone; the take lives on while a version is left', async () => {
    const answer = await submissionTo(t, asComposer(), request.id);
    const v1 = await later(() => audioOf(t, asComposer(), answer.id, [mp3Part()], 'Tide'));
    const v2 = await later(() => versionOf(t, asComposer(), v1.id));
    const v3 = await later(() => versionOf(t, asComposer(), v1.id));
    const counted = await submissionsCount(request.id);

    expect((await deleteVersion(v3.id)).statusCode).toBe(200);
    for (const role of ROLES) {
      const [take] = await takesSeenBy[role](answer.id);
      expect(take?.id).toBe(v2.id);
      expect(take?.versions.map((v) => v.version)).toEqual([2, 1]);
    }

    // The first version goes: the take keeps its id, and the next version follows the latest.
    expect((await deleteVersion(v1.id)).statusCode).toBe(200);
    const v3again = await later(() => versionOf(t, asComposer(), v2.id));
    expect(v3again).toMatchObject({ takeId: v1.id, version: 3 });
    expect(v3again.versions.map((v) => v.id)).toEqual([v3again.id, v2.id]);
    expect(await submissionsCount(request.id)).toBe(counted);

    // The last versions go: the submission is no answer any more.
    expect((await deleteVersion(v2.id)).statusCode).toBe(200);
    expect(await submissionsCount(request.id)).toBe(counted);
    expect((await deleteVersion(v3again.id)).statusCode).toBe(200);
    expect(await submissionsCount(request.id)).toBe(counted - 1);
    expect(await takesSeenBy.client(answer.id)).toEqual([]);
    expectRefusal(await deleteVersion(v3again.id), 404, 'NOT_FOUND');
  });
});

describe('marks on a version', () => {
  it('favourites, listens and offers on version 1 stay on version 1 when version 2 comes', async () => {
    const answer = await submissionTo(t, asComposer(), request.id);
    const v1 = await audioOf(t, asComposer(), answer.id, [mp3Part()], 'Ember');
    const favourite = await call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
      token: asClient(),
      body: { audioId: v1.id, audioType: 'submission', isFavorite: true },
    });
    expect(favourite.statusCode, favourite.raw).toBe(200);
    const play = await call(t.app, 'POST', `${REQUEST}/audio/${v1.id}/play`, { token: asClient() });
    expect(play.statusCode, play.raw).toBe(200);
    const offer = await call<Offer>(t.app, 'POST', `${REQUEST}/client/audio-review`, {
      token: asClient(),
      body: { audioId: v1.id, audioType: 'submission', price: 450 },
    });
    expect(offer.statusCode, offer.raw).toBe(200);
    const listenedAt = t.clock.now().toISOString();

    const v2 = await later(() => versionOf(t, asComposer(), v1.id));

    const [forClient] = await takesSeenBy.client(answer.id);
    expect(forClient?.id).toBe(v2.id);
    expect(
      forClient?.versions.map((v) => ({
        id: v.id,
        isFavorite: v.isFavorite,
        isListened: v.isListened,
        price: v.offer?.price ?? null,
      })),
    ).toEqual([
      { id: v2.id, isFavorite: false, isListened: false, price: null },
      { id: v1.id, isFavorite: true, isListened: true, price: 450 },
    ]);
    const [forAdmin] = await takesSeenBy.admin(answer.id);
    expect(
      forAdmin?.versions.map((v) => [v.id, v.listenedAt, v.favoritesCount, v.offersCount]),
    ).toEqual([
      [v2.id, null, 0, 0],
      [v1.id, listenedAt, 1, 1],
    ]);
    const [forComposer] = await takesSeenBy.composer(answer.id);
    expect(forComposer?.versions.map((v) => [v.id, v.listenedAt])).toEqual([
      [v2.id, null],
      [v1.id, listenedAt],
    ]);

    // The client's favourites name the version they marked.
    const favourites = await call<FavoriteAudio[]>(t.app, 'GET', `${REQUEST}/client/favourites`, {
      token: asClient(),
    });
    expect(favourites.body.data.map((audio) => [audio.id, audio.version])).toEqual([[v1.id, 1]]);
  });
});
