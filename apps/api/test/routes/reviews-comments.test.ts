import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_EDIT_WINDOW_MS, type ComposerAudio } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { noticesOf } from '../helpers/review-notices';
import { bodiesOf, commentOn, listComments, postComment } from '../helpers/reviews';
import { submittedAudio, versionOf } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
let otherClient: SignedIn;
let otherComposer: SignedIn;
let take: ComposerAudio;
let othersTake: ComposerAudio;

const client = () => signedIn.Client.accessToken;
const composer = () => signedIn.Composer.accessToken;
const admin = () => signedIn.Admin.accessToken;

beforeAll(async () => {
  otherClient = await loginAs(t.app, 'Client');
  otherComposer = await loginAs(t.app, 'Composer');
  ({ audio: take } = await submittedAudio(t, { client: client(), composer: composer() }));
  ({ audio: othersTake } = await submittedAudio(t, {
    client: otherClient.accessToken,
    composer: otherComposer.accessToken,
  }));
});

/** Those who may not know the take exists: another client, another composer. */
const STRANGERS = [
  ['another client', () => otherClient.accessToken],
  ['another composer', () => otherComposer.accessToken],
] as const;

describe('GET /audio/{id}/comments', () => {
  it('lets the take composer, the request client and admins read the same threads', async () => {
    await commentOn(t.app, client(), take.id, { body: 'Readable by all three', atSeconds: 1 });
    const seen = [];
    for (const token of [composer(), client(), admin()]) {
      const response = await listComments(t.app, token, take.id);
      expect(response.statusCode, response.raw).toBe(200);
      seen.push(bodiesOf(response.body.data));
    }
    expect(seen[0]).toContain('Readable by all three');
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it.each(STRANGERS)('answers %s 404, as for an unknown id', async (_, token) => {
    expectRefusal(await listComments(t.app, token(), take.id), 404, 'NOT_FOUND');
    expectRefusal(await listComments(t.app, client(), randomUUID()), 404, 'NOT_FOUND');
  });

  it('answers a guest 401', async () => {
    expectRefusal(await listComments(t.app, undefined, take.id), 401, 'UNAUTHENTICATED');
  });
});

describe('POST /audio/{id}/comments: threads', () => {
  it("starts the client's thread at a moment, named by their agency, changeable for 15 minutes", async () => {
    const now = t.clock.now();
    const response = await postComment(t.app, client(), take.id, {
      body: 'The lift lands a bar early',
      atSeconds: 1.5,
      endSeconds: 2.25,
    });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      audioId: take.id,
      version: 1,
      fromEarlierVersion: false,
      parentId: null,
      atSeconds: 1.5,
      endSeconds: 2.25,
      body: 'The lift lands a bar early',
      author: { role: 'client', name: 'Test Agency', isYou: true },
      createdAt: now.toISOString(),
      editedAt: null,
      editableUntil: new Date(now.getTime() + COMMENT_EDIT_WINDOW_MS).toISOString(),
    });
    // The composer reads it without the client's way to change it.
    const asComposer = await listComments(t.app, composer(), take.id);
    expect(asComposer.body.data.comments.find((c) => c.id === response.body.data.id)).toMatchObject(
      { author: { role: 'client', name: 'Test Agency', isYou: false }, editableUntil: null },
    );
  });

  it('tells the composer in their next digest, in a line quoting the comment', async () => {
    const before = (await noticesOf(t.app, signedIn.Composer.user.id)).length;
    const long = `Love the lift. ${'The strings could breathe a little more here. '.repeat(6)}`;
    await commentOn(t.app, client(), take.id, { body: long, atSeconds: 2 });
    const notices = await noticesOf(t.app, signedIn.Composer.user.id);
    expect(notices).toHaveLength(before + 1);
    const notice = notices.at(-1)!;
    expect(notice).toMatchObject({ kind: 'comment', audioId: take.id, digestedAt: null });
    expect(notice.summary).toMatch(
      /^Test Agency commented on "Glasswing" v1 at 0:02: "Love the lift\. The strings .*…"$/,
    );
    expect(notice.summary.length).toBeLessThan(150);
    expect(await noticesOf(t.app, signedIn.Client.user.id)).toEqual([]);
  });

  it('lets an admin start one, named as the platform', async () => {
    const comment = await commentOn(t.app, admin(), take.id, {
      body: 'Check the mix',
      atSeconds: 0,
    });
    expect(comment.author).toEqual({ role: 'admin', name: 'Cuebrief', isYou: true });
    const notice = (await noticesOf(t.app, signedIn.Composer.user.id)).at(-1);
    expect(notice?.summary).toBe('Cuebrief commented on "Glasswing" v1 at 0:00: "Check the mix"');
  });

  it('refuses the composer a thread of their own: 403, nothing written', async () => {
    const response = await expectRefusedChangingNothing(
      t,
      () => postComment(t.app, composer(), take.id, { body: 'Me first', atSeconds: 1 }),
      403,
      'FORBIDDEN',
    );
    expect(response.body.status.message).toMatch(/only the client starts a thread/);
  });

  it.each(STRANGERS)('answers %s 404, writing nothing', async (_, token) => {
    const send = () => postComment(t.app, token(), take.id, { body: 'Hello', atSeconds: 1 });
    await expectRefusedChangingNothing(t, send, 404, 'NOT_FOUND');
  });

  it('answers a guest 401, writing nothing', async () => {
    const send = () => postComment(t.app, undefined, take.id, { body: 'Hello', atSeconds: 1 });
    await expectRefusedChangingNothing(t, send, 401, 'UNAUTHENTICATED');
  });

  it.each([
    ['an empty text', { body: '', atSeconds: 1 }, ['body']],
    ['a blank text', { body: '   ', atSeconds: 1 }, ['body']],
    ['a text over 2,000 characters', { body: 'x'.repeat(2001), atSeconds: 1 }, ['body']],
    ['a NUL in the text', { body: 'a\u0000b', atSeconds: 1 }, ['body']],
    ['no time on a thread', { body: 'When?' }, ['atSeconds']],
    ['a time before the start', { body: 'Early', atSeconds: -1 }, ['atSeconds']],
    ['a time past the end', { body: 'Late', atSeconds: 3.5 }, ['atSeconds']],
    ['a range ending past the end', { body: 'Late', atSeconds: 1, endSeconds: 60 }, ['endSeconds']],
    [
      'a range ending before it starts',
      { body: 'Odd', atSeconds: 2, endSeconds: 1 },
      ['endSeconds'],
    ],
    ['a reply with a time', { body: 'Yes', parentId: randomUUID(), atSeconds: 1 }, ['atSeconds']],
    ['a thread that is not an id', { body: 'Yes', parentId: 'thread-1' }, ['parentId']],
    ['an unknown field', { body: 'Fine', atSeconds: 1, mood: 'happy' }, ['mood']],
  ])('refuses %s: 400 naming the field, nothing written', async (_, body, fields) => {
    expect(take.durationSeconds).toBeLessThan(3.5);
    const send = () => postComment(t.app, client(), take.id, body);
    await expectRefusedChangingNothing(t, send, 400, 'VALIDATION_FAILED', fields);
  });

  it('accepts a moment at the very end of the version', async () => {
    const comment = await commentOn(t.app, client(), take.id, {
      body: 'The tail',
      atSeconds: take.durationSeconds,
    });
    expect(comment.atSeconds).toBe(take.durationSeconds);
  });
});

describe('POST /audio/{id}/comments: replies', () => {
  let thread: { id: string };
  beforeAll(async () => {
    thread = await commentOn(t.app, client(), take.id, {
      body: 'Could the bass come in later?',
      atSeconds: 1,
      endSeconds: 2,
    });
  });

  it("lets the composer reply in the client's thread, at its moment, telling nobody", async () => {
    const notices = await noticesOf(t.app, signedIn.Composer.user.id);
    const reply = await commentOn(t.app, composer(), take.id, {
      body: 'Moved it to bar 5',
      parentId: thread.id,
    });
    expect(reply).toMatchObject({
      parentId: thread.id,
      audioId: take.id,
      version: 1,
      atSeconds: 1,
      endSeconds: 2,
      author: { role: 'composer', name: 'Composer Tester', isYou: true },
    });
    expect(await noticesOf(t.app, signedIn.Composer.user.id)).toEqual(notices);
    expect(await noticesOf(t.app, signedIn.Client.user.id)).toEqual([]);
  });

  it("tells the composer of the client's and an admin's replies", async () => {
    await commentOn(t.app, client(), take.id, { body: 'Much better', parentId: thread.id });
    await commentOn(t.app, admin(), take.id, { body: 'Agreed', parentId: thread.id });
    const [byClient, byAdmin] = (await noticesOf(t.app, signedIn.Composer.user.id)).slice(-2);
    expect(byClient).toMatchObject({
      kind: 'reply',
      summary: 'Test Agency replied on "Glasswing" v1 at 0:01–0:02: "Much better"',
    });
    expect(byAdmin).toMatchObject({ kind: 'reply', summary: expect.stringMatching(/^Cuebrief /) });
  });

  it('lists each thread by its moment, with its replies after it in the order written', async () => {
    const { audio } = await submittedAudio(t, { client: client(), composer: composer() });
    const late = await commentOn(t.app, client(), audio.id, { body: 'late', atSeconds: 2 });
    const early = await commentOn(t.app, client(), audio.id, { body: 'early', atSeconds: 0.5 });
    await commentOn(t.app, composer(), audio.id, { body: 'late, reply', parentId: late.id });
    t.clock.advance(1000);
    await commentOn(t.app, client(), audio.id, { body: 'early, reply', parentId: early.id });
    await commentOn(t.app, client(), audio.id, { body: 'also late', atSeconds: 2 });
    await commentOn(t.app, composer(), audio.id, { body: 'late, reply 2', parentId: late.id });
    const response = await listComments(t.app, composer(), audio.id);
    expect(bodiesOf(response.body.data)).toEqual([
      'early',
      'early, reply',
      'late',
      'late, reply',
      'late, reply 2',
      'also late',
    ]);
  });

  it("refuses a reply to a reply, to an unknown thread or to another take's: 400, nothing written", async () => {
    const reply = await commentOn(t.app, composer(), take.id, { body: 'Ok', parentId: thread.id });
    const elsewhere = await commentOn(t.app, otherClient.accessToken, othersTake.id, {
      body: 'Not yours',
      atSeconds: 1,
    });
    for (const parentId of [reply.id, randomUUID(), elsewhere.id]) {
      const send = () => postComment(t.app, client(), take.id, { body: 'Hm', parentId });
      await expectRefusedChangingNothing(t, send, 400, 'VALIDATION_FAILED', ['parentId']);
    }
  });

  it.each(STRANGERS)('answers %s 404 for a reply too', async (_, token) => {
    const send = () => postComment(t.app, token(), take.id, { body: 'Hi', parentId: thread.id });
    await expectRefusedChangingNothing(t, send, 404, 'NOT_FOUND');
  });
});

describe('comments across versions', () => {
  it('shows the comments of earlier versions on a later one, marked, and not the other way', async () => {
    const { audio: v1 } = await submittedAudio(t, { client: client(), composer: composer() });
    const onV1 = await commentOn(t.app, client(), v1.id, { body: 'Intro too long', atSeconds: 2 });
    const v2 = await versionOf(t, composer(), v1.id);
    const onV2 = await commentOn(t.app, client(), v2.id, { body: 'Better', atSeconds: 1 });
    // A reply written while looking at v2 joins its thread on v1, at the thread's moment.
    const reply = await commentOn(t.app, composer(), v2.id, {
      body: 'Cut 4 bars',
      parentId: onV1.id,
    });
    expect(reply).toMatchObject({
      audioId: v1.id,
      version: 1,
      atSeconds: 2,
      fromEarlierVersion: true,
    });

    const later = (await listComments(t.app, composer(), v2.id)).body.data.comments;
    expect(later.map((c) => [c.body, c.version, c.fromEarlierVersion])).toEqual([
      ['Better', 2, false],
      ['Intro too long', 1, true],
      ['Cut 4 bars', 1, true],
    ]);
    expect(later[0]?.id).toBe(onV2.id);
    const earlier = (await listComments(t.app, client(), v1.id)).body.data.comments;
    expect(earlier.map((c) => [c.body, c.fromEarlierVersion])).toEqual([
      ['Intro too long', false],
      ['Cut 4 bars', false],
    ]);
  });
});

describe("a removed account's comments", () => {
  it('stay for the composer under "Removed account"; the notices to the removed client go', async () => {
    const leaving = await loginAs(t.app, 'Client');
    const { audio } = await submittedAudio(t, {
      client: leaving.accessToken,
      composer: composer(),
    });
    await commentOn(t.app, leaving.accessToken, audio.id, { body: 'Lovely', atSeconds: 1 });
    await t.app.services.reviews.recordNotices(t.app.database.db, [
      {
        recipientId: leaving.user.id,
        audioId: audio.id,
        kind: 'version',
        summary: 'A version',
        createdAt: t.clock.now(),
      },
    ]);
    const removed = await call(t.app, 'DELETE', '/users/v1/auth/client/remove-account', {
      token: leaving.accessToken,
    });
    expect(removed.statusCode, removed.raw).toBe(200);
    const response = await listComments(t.app, composer(), audio.id);
    expect(response.body.data.comments.map((c) => [c.body, c.author.name])).toEqual([
      ['Lovely', 'Removed account'],
    ]);
    expect(await noticesOf(t.app, leaving.user.id)).toEqual([]);
  });

  it('do not keep a composer from removing their account: their take goes with what was said of it', async () => {
    const leaving = await loginAs(t.app, 'Composer');
    const { audio } = await submittedAudio(t, { client: client(), composer: leaving.accessToken });
    const thread = await commentOn(t.app, client(), audio.id, { body: 'Hm', atSeconds: 1 });
    await commentOn(t.app, leaving.accessToken, audio.id, { body: 'Yes?', parentId: thread.id });
    const removed = await call(t.app, 'DELETE', '/users/v1/auth/composer/remove-account', {
      token: leaving.accessToken,
    });
    expect(removed.statusCode, removed.raw).toBe(200);
    expectRefusal(await listComments(t.app, client(), audio.id), 404, 'NOT_FOUND');
    expect(await noticesOf(t.app, leaving.user.id)).toEqual([]);
  });
});
