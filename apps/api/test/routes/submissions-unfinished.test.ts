import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminSubmission, ComposerSubmission, Paged, Submission } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { loginAs } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { audioOf, openRequestOf, submissionForm, submit } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

// A composer's submission is made once per request until its audio arrives (the form sent
// again resumes it), and one without audio is the composer's alone: listed to nobody else,
// removable by them.
const t = useTestApp();
const signedIn = useEveryRole(t);

const composer = () => signedIn.Composer.accessToken;
const sendForm = async (requestId: string, overrides: Record<string, unknown> = {}) => {
  const response = await submit(t.app, composer(), requestId, submissionForm(overrides));
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
};
const removeSubmission = (token: string | undefined, id: string) =>
  call(t.app, 'DELETE', `${REQUEST}/composer/submission/${id}`, { token });
const ownSubmissions = async (requestId: string) =>
  (
    await call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, {
      token: composer(),
      query: { requestId },
    })
  ).body.data;
const adminSees = async (search: string) =>
  (
    await call<Paged<AdminSubmission>>(t.app, 'GET', `${REQUEST}/all/submissions`, {
      token: signedIn.Admin.accessToken,
      query: { search },
    })
  ).body.data.data;
const newRequest = async () => (await openRequestOf(t, signedIn.Client.accessToken)).id;

describe('POST /composer/submit/:id, sent again before any audio', () => {
  it('resumes the same submission with what the form says now', async () => {
    const requestId = await newRequest();
    const first = await sendForm(requestId, { brief: 'First note' });
    const again = await sendForm(requestId, {
      brief: 'The note the client reads',
      tempo: [90, 96],
    });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ brief: 'The note the client reads', tempo: [90, 96] });
    expect((await ownSubmissions(requestId)).map((each) => each.id)).toEqual([first.id]);
  });

  it('empties what the form sent again leaves out', async () => {
    const requestId = await newRequest();
    await sendForm(requestId, { brief: 'A note', soundLike: 'Someone' });
    const again = await submit(t.app, composer(), requestId, {
      genre: ['Jazz'],
      mood: ['Calm'],
      tempo: [80, 90],
    });
    expect(again.body.data).toMatchObject({ brief: null, soundLike: null, keywords: [] });
  });

  it('makes one submission when the form is sent several times at once', async () => {
    const requestId = await newRequest();
    const sent = await Promise.all([1, 2, 3].map((n) => sendForm(requestId, { brief: `${n}` })));
    expect(new Set(sent.map((each) => each.id)).size).toBe(1);
    expect(await ownSubmissions(requestId)).toHaveLength(1);
  });

  it('starts a new submission once the first has its audio', async () => {
    const requestId = await newRequest();
    const first = await sendForm(requestId);
    await audioOf(t, composer(), first.id);
    const second = await sendForm(requestId, { brief: 'Another idea' });
    expect(second.id).not.toBe(first.id);
  });

  it("keeps another composer's unfinished submission apart", async () => {
    const requestId = await newRequest();
    const other = await loginAs(t.app, 'Composer');
    const theirs = await submit(t.app, other.accessToken, requestId, submissionForm());
    const mine = await sendForm(requestId);
    expect(mine.id).not.toBe(theirs.body.data.id);
  });
});

describe('a submission without audio', () => {
  it("is not in the admins' All Submissions; with audio it is", async () => {
    const requestId = await newRequest();
    const unfinished = await sendForm(requestId, { brief: `unheard-${requestId}` });
    const title = (await ownSubmissions(requestId))[0]?.request.title ?? '';
    const ids = async () => (await adminSees(title)).map((each) => each.id);
    expect(await ids()).not.toContain(unfinished.id);
    await audioOf(t, composer(), unfinished.id);
    expect(await ids()).toContain(unfinished.id);
  });
});

describe('DELETE /composer/submission/:id', () => {
  it.each(whoMay('Composer'))('answers %s; a refusal removes nothing', async (_, caller) => {
    const unfinished: Submission = await sendForm(await newRequest());
    const before = await countRows(t.app);
    const response = await removeSubmission(signedIn.tokenOf(caller.role), unfinished.id);
    if (!expectAnswerFor(caller, response)) {
      expect(await countRows(t.app)).toEqual(before);
      return;
    }
    expect(await ownSubmissions(unfinished.requestId)).toEqual([]);
    expectRefusal(await removeSubmission(composer(), unfinished.id), 404, 'NOT_FOUND');
  });

  it('refuses one with audio (409), changing nothing', async () => {
    const submission = await sendForm(await newRequest());
    await audioOf(t, composer(), submission.id);
    await expectRefusedChangingNothing(
      t,
      () => removeSubmission(composer(), submission.id),
      409,
      'INVALID_STATE',
    );
  });

  it("answers another composer's, an unknown id and a non-id as not found or invalid", async () => {
    const other = await loginAs(t.app, 'Composer');
    const theirs = await submit(t.app, other.accessToken, await newRequest(), submissionForm());
    const cases: [string, number, string][] = [
      [theirs.body.data.id, 404, 'NOT_FOUND'],
      [randomUUID(), 404, 'NOT_FOUND'],
      ['not-an-id', 400, 'VALIDATION_FAILED'],
    ];
    for (const [id, status, error] of cases) {
      await expectRefusedChangingNothing(t, () => removeSubmission(composer(), id), status, error);
    }
  });
});
