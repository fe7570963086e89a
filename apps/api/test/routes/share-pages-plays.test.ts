import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientRequestSubmissions, ComposerSubmission, SharePage } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { timelineOf } from '../helpers/reviews';
import { countRows } from '../helpers/row-counts';
import { fetchFile, itemOf, openPage, playRows, segment, shareCalls } from '../helpers/share-pages';
import { shareLinkOf, sharedShortlistOf, shortlistCalls } from '../helpers/shortlists';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);

type Shared = Awaited<ReturnType<typeof sharedShortlistOf>>;
let shared: Shared;
let page: SharePage;
let other: Shared;
beforeAll(async () => {
  const makers = { composer: signedIn.Composer, admin: signedIn.Admin };
  shared = await sharedShortlistOf(t, signedIn.Client, makers);
  other = await sharedShortlistOf(t, signedIn.Client, { ...makers, title: 'Other campaign' });
  page = await openPage(t.app, shared.token);
});

const play = (body: unknown, token = shared.token) => shareCalls.play(t.app, token, body);

describe('POST /share/{token}/plays', () => {
  it('counts a segment once however many ranges the player fetched, raising its seconds and never lowering them', async () => {
    const before = (await playRows(t.app)).length;
    const { streamUrl } = itemOf(page, shared.takeItemId);
    const segmentId = randomUUID();
    for (const [range, seconds] of [
      ['bytes=0-4095', 0.5],
      ['bytes=4096-', 1.25],
      ['bytes=0-', 0.75],
    ] as const) {
      expect((await fetchFile(t.app, streamUrl, { range })).statusCode).toBe(206);
      const response = await play(segment(page.pass, shared.takeItemId, seconds, segmentId));
      expect(response.statusCode, response.raw).toBe(200);
      expect(response.body.data).toBeNull();
    }
    const rows = (await playRows(t.app)).slice(before);
    expect(rows).toEqual([
      {
        id: segmentId,
        link_id: shared.link.id,
        item_id: shared.takeItemId,
        seconds: 1.25,
      },
    ]);
  });

  it("keeps a segment's seconds within the item's length", async () => {
    const segmentId = randomUUID();
    const { durationSeconds } = itemOf(page, shared.trackItemId);
    expect((await play(segment(page.pass, shared.trackItemId, 3600, segmentId))).statusCode).toBe(
      200,
    );
    const row = (await playRows(t.app)).find((candidate) => candidate.id === segmentId);
    expect(row?.seconds).toBeCloseTo(durationSeconds, 3);
  });

  it('refuses a segment id another item or link used: 400 naming it, nothing changed', async () => {
    const segmentId = randomUUID();
    expect((await play(segment(page.pass, shared.takeItemId, 1, segmentId))).statusCode).toBe(200);
    const before = await playRows(t.app);
    const otherItem = await play(segment(page.pass, shared.trackItemId, 2, segmentId));
    expectRefusal(otherItem, 400, 'VALIDATION_FAILED', ['segmentId']);
    const link = await shareLinkOf(t, signedIn.Client.accessToken, shared.shortlist.id);
    const { pass } = await openPage(t.app, link.token);
    const otherLink = await play(segment(pass, shared.takeItemId, 2, segmentId), link.token);
    expectRefusal(otherLink, 400, 'VALIDATION_FAILED', ['segmentId']);
    expect(await playRows(t.app)).toEqual(before);
  });

  it("answers another shortlist's item 404, a bad pass 401 and bad input 400, recording nothing", async () => {
    const before = await countRows(t.app);
    const foreign = await play(segment(page.pass, other.takeItemId, 1));
    expectRefusal(foreign, 404, 'NOT_FOUND');
    const otherPass = (await openPage(t.app, other.token)).pass;
    for (const pass of [otherPass, `${page.pass}x`]) {
      expectRefusal(await play(segment(pass, shared.takeItemId, 1)), 401, 'LINK_PASSWORD_REQUIRED');
    }
    const withoutPass: Partial<ReturnType<typeof segment>> = segment(
      page.pass,
      shared.takeItemId,
      1,
    );
    delete withoutPass.pass;
    expectRefusal(await play(withoutPass), 400, 'VALIDATION_FAILED', ['pass']);
    expectRefusal(
      await play({ ...segment(page.pass, shared.takeItemId, -1) }),
      400,
      'VALIDATION_FAILED',
      ['seconds'],
    );
    expectRefusal(
      await play({ ...segment(page.pass, shared.takeItemId, 1), segmentId: 'seg-1' }),
      400,
      'VALIDATION_FAILED',
      ['segmentId'],
    );
    // Opening the other page counted an open there; the plays are what must not have moved.
    const after = await countRows(t.app);
    expect(after.share_plays).toBe(before.share_plays);
  });

  it("is the client's statistics: the link's plays and seconds, per item", async () => {
    const response = await shortlistCalls.get(
      t.app,
      signedIn.Client.accessToken,
      shared.shortlist.id,
    );
    const link = response.body.data.links.find((candidate) => candidate.id === shared.link.id);
    const rows = (await playRows(t.app)).filter((row) => row.link_id === shared.link.id);
    expect(link?.plays).toBe(rows.length);
    expect(link?.secondsListened).toBeCloseTo(
      rows.reduce((sum, row) => sum + row.seconds, 0),
      3,
    );
  });
});

describe("a play through a link and the take's own marks", () => {
  /** Whether the client's list and the composer's list show the take as listened to. */
  async function listenMarks(): Promise<{ isListened: boolean; listenedAt: string | null }> {
    const client = await call<ClientRequestSubmissions[]>(
      t.app,
      'GET',
      `${REQUEST}/client/submissions`,
      { token: signedIn.Client.accessToken },
    );
    const seen = client.body.data
      .flatMap((group) => group.submissions.flatMap((submission) => submission.audios))
      .find((audio) => audio.id === shared.take.id);
    const composer = await call<ComposerSubmission[]>(
      t.app,
      'GET',
      `${REQUEST}/composer/submissions`,
      { token: signedIn.Composer.accessToken },
    );
    const own = composer.body.data
      .flatMap((submission) => submission.audios)
      .find((audio) => audio.id === shared.take.id);
    if (!seen || !own) throw new Error('the take is missing from a list');
    return { isListened: seen.isListened, listenedAt: own.listenedAt };
  }

  it("never counts as the client's listen; the timeline says the agency's client played it, once per link, naming nobody", async () => {
    // The first test's plays, and a second link's two segments of the same version.
    const link = await shareLinkOf(t, signedIn.Client.accessToken, shared.shortlist.id);
    const { pass } = await openPage(t.app, link.token);
    for (const seconds of [1, 2]) {
      expect((await play(segment(pass, shared.takeItemId, seconds), link.token)).statusCode).toBe(
        200,
      );
    }
    expect(await listenMarks()).toEqual({ isListened: false, listenedAt: null });

    const timeline = await timelineOf(t.app, signedIn.Composer.accessToken, shared.take.id);
    const sharedPlays = timeline.events.filter((event) => event.kind === 'shared-play');
    // The shortlist's first link and the second one played it; the link of the refusals only
    // tried to reuse a segment id.
    expect(sharedPlays).toHaveLength(2);
    for (const event of sharedPlays) {
      expect(event).toMatchObject({ version: 1, audioId: shared.take.id, actor: null, text: null });
    }
    expect(timeline.events.some((event) => event.kind === 'listened')).toBe(false);

    // The client's own play is their listen, as before.
    const played = await call(t.app, 'POST', `${REQUEST}/audio/${shared.take.id}/play`, {
      token: signedIn.Client.accessToken,
    });
    expect(played.statusCode, played.raw).toBe(200);
    expect((await listenMarks()).isListened).toBe(true);
  });
});

describe('PUT /share/{token}/items/{itemId}/reaction', () => {
  const react = (itemId: string, body: unknown, token = shared.token) =>
    shareCalls.react(t.app, token, itemId, body);

  it('keeps the latest reaction per item, with its comment, shown on the page and to the client', async () => {
    const liked = await react(shared.takeItemId, {
      pass: page.pass,
      reaction: 'like',
      comment: 'Love the lift at 0:18',
    });
    expect(liked.statusCode, liked.raw).toBe(200);
    expect(liked.body.status.message).toBe('Thanks, the agency will see this');
    expect(liked.body.data).toEqual({ reaction: 'like', comment: 'Love the lift at 0:18' });
    const changed = await react(shared.takeItemId, { pass: page.pass, reaction: 'not_for_us' });
    expect(changed.body.data).toEqual({ reaction: 'not_for_us', comment: null });

    const reopened = await openPage(t.app, shared.token, { pass: page.pass });
    expect(itemOf(reopened, shared.takeItemId).reaction).toEqual({
      reaction: 'not_for_us',
      comment: null,
    });
    expect(itemOf(reopened, shared.trackItemId).reaction).toBeNull();
    const stats = await shortlistCalls.get(t.app, signedIn.Client.accessToken, shared.shortlist.id);
    const link = stats.body.data.links.find((candidate) => candidate.id === shared.link.id);
    const item = link?.items.find((candidate) => candidate.itemId === shared.takeItemId);
    expect(item?.reaction).toMatchObject({ reaction: 'not_for_us', comment: null });
  });

  it("answers another shortlist's item 404, a bad pass 401 and bad input 400 naming the field, changing nothing", async () => {
    const before = await countRows(t.app);
    const body = { pass: page.pass, reaction: 'like' };
    expectRefusal(await react(other.takeItemId, body), 404, 'NOT_FOUND');
    expectRefusal(
      await react(shared.trackItemId, { ...body, pass: 'nope' }),
      401,
      'LINK_PASSWORD_REQUIRED',
    );
    for (const [bad, field] of [
      [{ ...body, reaction: 'love' }, 'reaction'],
      [{ ...body, comment: 'x'.repeat(501) }, 'comment'],
      [{ ...body, rating: 5 }, 'rating'],
    ] as const) {
      expectRefusal(await react(shared.trackItemId, bad), 400, 'VALIDATION_FAILED', [field]);
    }
    expect(await countRows(t.app)).toEqual(before);
  });
});
