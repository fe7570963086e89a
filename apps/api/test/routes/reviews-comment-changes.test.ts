import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_EDIT_WINDOW_MS, type ComposerAudio, type TakeComment } from '@cuebrief/shared';
import { expectRefusal } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { bodiesOf, commentOn, deleteComment, listComments, patchComment } from '../helpers/reviews';
import { submittedAudio } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
let otherClient: SignedIn;
let otherComposer: SignedIn;
let take: ComposerAudio;

const client = () => signedIn.Client.accessToken;
const composer = () => signedIn.Composer.accessToken;
const admin = () => signedIn.Admin.accessToken;

beforeAll(async () => {
  otherClient = await loginAs(t.app, 'Client');
  otherComposer = await loginAs(t.app, 'Composer');
  ({ audio: take } = await submittedAudio(t, { client: client(), composer: composer() }));
});

const thread = () =>
  commentOn(t.app, client(), take.id, { body: 'The hats are too loud', atSeconds: 1 });

/** Everyone who may read the take but did not write `comment`, and who is refused 403. */
const NOT_THE_AUTHOR = [
  ['the composer', composer],
  ['an admin', admin],
] as const;
const STRANGERS = [
  ['another client', () => otherClient.accessToken],
  ['another composer', () => otherComposer.accessToken],
] as const;

describe('PATCH /comments/{id}', () => {
  let comment: TakeComment;
  beforeAll(async () => {
    comment = await thread();
  });

  it('lets the author change the text, keeping the moment, and says when', async () => {
    t.clock.advance(60_000);
    const response = await patchComment(t.app, client(), comment.id, { body: 'The hats, -3 dB' });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toEqual({
      ...comment,
      body: 'The hats, -3 dB',
      editedAt: t.clock.now().toISOString(),
    });
    const read = await listComments(t.app, composer(), take.id);
    expect(bodiesOf(read.body.data)).toContain('The hats, -3 dB');
  });

  it.each(NOT_THE_AUTHOR)('refuses %s 403: only the author changes a comment', async (_, token) => {
    const send = () => patchComment(t.app, token(), comment.id, { body: 'Mine now' });
    await expectRefusedChangingNothing(t, send, 403, 'FORBIDDEN');
  });

  it.each(STRANGERS)('answers %s 404, as for an unknown comment', async (_, token) => {
    const send = () => patchComment(t.app, token(), comment.id, { body: 'Mine now' });
    await expectRefusedChangingNothing(t, send, 404, 'NOT_FOUND');
    const unknown = () => patchComment(t.app, client(), randomUUID(), { body: 'Mine now' });
    await expectRefusedChangingNothing(t, unknown, 404, 'NOT_FOUND');
  });

  it('answers a guest 401', async () => {
    const send = () => patchComment(t.app, undefined, comment.id, { body: 'Mine now' });
    await expectRefusedChangingNothing(t, send, 401, 'UNAUTHENTICATED');
  });

  it.each([
    ['an empty text', { body: '' }, ['body']],
    ['a text over 2,000 characters', { body: 'x'.repeat(2001) }, ['body']],
    ['a NUL', { body: 'a\u0000b' }, ['body']],
    ['a new moment', { body: 'Later', atSeconds: 2 }, ['atSeconds']],
  ])('refuses %s: 400 naming the field', async (_, body, fields) => {
    const send = () => patchComment(t.app, client(), comment.id, body);
    await expectRefusedChangingNothing(t, send, 400, 'VALIDATION_FAILED', fields);
  });
});

describe('DELETE /comments/{id}', () => {
  it('lets the author delete a thread, its replies going with it', async () => {
    const doomed = await thread();
    await commentOn(t.app, composer(), take.id, { body: 'Turned down', parentId: doomed.id });
    const kept = await thread();
    const response = await deleteComment(t.app, client(), doomed.id);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toBeNull();
    const ids = (await listComments(t.app, admin(), take.id)).body.data.comments.map((c) => c.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(doomed.id);
    expect(bodiesOf((await listComments(t.app, admin(), take.id)).body.data)).not.toContain(
      'Turned down',
    );
  });

  it("lets the composer delete their own reply, not the client's thread", async () => {
    const root = await thread();
    const reply = await commentOn(t.app, composer(), take.id, { body: 'Ok', parentId: root.id });
    const refused = () => deleteComment(t.app, composer(), root.id);
    await expectRefusedChangingNothing(t, refused, 403, 'FORBIDDEN');
    expect((await deleteComment(t.app, composer(), reply.id)).statusCode).toBe(200);
    const ids = (await listComments(t.app, client(), take.id)).body.data.comments.map((c) => c.id);
    expect(ids).toContain(root.id);
    expect(ids).not.toContain(reply.id);
  });

  it.each(STRANGERS)('answers %s 404', async (_, token) => {
    const comment = await thread();
    await expectRefusedChangingNothing(
      t,
      () => deleteComment(t.app, token(), comment.id),
      404,
      'NOT_FOUND',
    );
    expectRefusal(await deleteComment(t.app, client(), randomUUID()), 404, 'NOT_FOUND');
  });

  it('answers a guest 401', async () => {
    const comment = await thread();
    const send = () => deleteComment(t.app, undefined, comment.id);
    await expectRefusedChangingNothing(t, send, 401, 'UNAUTHENTICATED');
  });
});

describe('after 15 minutes', () => {
  it('the author may still change a comment at 15 minutes, not a moment later', async () => {
    const comment = await thread();
    const reply = await commentOn(t.app, admin(), take.id, { body: 'Noted', parentId: comment.id });
    t.clock.advance(COMMENT_EDIT_WINDOW_MS);
    await signedIn.signInAgain();
    const atTheEnd = await patchComment(t.app, client(), comment.id, { body: 'Last change' });
    expect(atTheEnd.statusCode, atTheEnd.raw).toBe(200);
    expect(atTheEnd.body.data.editableUntil).toBe(t.clock.now().toISOString());

    t.clock.advance(1);
    for (const [token, id] of [
      [client(), comment.id],
      [admin(), reply.id],
    ] as const) {
      const edit = await expectRefusedChangingNothing(
        t,
        () => patchComment(t.app, token, id, { body: 'Too late' }),
        403,
        'FORBIDDEN',
      );
      expect(edit.body.status.message).toBe(
        'Comments can be changed for 15 minutes after they are written.',
      );
      await expectRefusedChangingNothing(
        t,
        () => deleteComment(t.app, token, id),
        403,
        'FORBIDDEN',
      );
    }
    // The author's own view no longer offers the change.
    const own = (await listComments(t.app, client(), take.id)).body.data.comments;
    expect(own.find((c) => c.id === comment.id)).toMatchObject({
      body: 'Last change',
      editableUntil: null,
    });
  });
});
