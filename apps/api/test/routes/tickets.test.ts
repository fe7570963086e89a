import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  publicQuestionSchema,
  type AdminQuestion,
  type Paged,
  type PublicQuestion,
  type QuestionAudience,
} from '@cuebrief/shared';
import { questions } from '../../src/db/schema';
import { addressSequence } from '../helpers/addresses';
import { call, expectRefusal, namedFields } from '../helpers/api';
import { createAccount, loginAs } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { mailTo, whileMailFailsAfterWriting } from '../helpers/mail';
import { countRows } from '../helpers/row-counts';
import { useTestApp } from '../helpers/test-app';
import { EVERY_CALLER, expectAnswerFor, refusedUnless, whoMay } from '../helpers/who-may';

const QUESTION = '/tickets/v1/question';
const PUBLIC_KEYS = Object.keys(publicQuestionSchema.shape).sort();
const ANSWERED_SUBJECT = 'Your question to Cuebrief has an answer';

const t = useTestApp();
const signedIn = useEveryRole(t);
let otherAdminEmail: string;
beforeAll(async () => {
  otherAdminEmail = (await createAccount(t.app, 'Admin')).email;
});

const nextAddress = addressSequence(9);

const questionBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hannah Cole',
  email: `hannah-${randomUUID().slice(0, 8)}@brightwater.example`,
  question: 'How do I write a brief that composers can work with?',
  audience: 'agency',
  ...overrides,
});

const ask = (body: unknown, options: { token?: string; remoteAddress?: string } = {}) =>
  call<{ id: string }>(t.app, 'POST', QUESTION, {
    body,
    token: options.token,
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });

/** Asks a question one second after the previous one, so "newest first" has a meaning. */
async function asked(overrides: Record<string, unknown> = {}) {
  t.clock.advance(1000);
  const body = questionBody(overrides);
  const response = await ask(body);
  expect(response.statusCode, response.raw).toBe(200);
  return { id: response.body.data.id, ...body };
}

const answer = (id: string, text: string, token = signedIn.Admin.accessToken) =>
  call<AdminQuestion>(t.app, 'PUT', `${QUESTION}/${id}/answer`, { token, body: { answer: text } });

/** Answers a question one second after whatever happened last. */
async function answered(id: string, text = `The answer to ${id}.`) {
  t.clock.advance(1000);
  const response = await answer(id, text);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

const publicList = (query: Record<string, string>, token?: string) =>
  call<Paged<PublicQuestion>>(t.app, 'GET', QUESTION, { query, token });
const adminList = (query: Record<string, string>, token = signedIn.Admin.accessToken) =>
  call<Paged<AdminQuestion>>(t.app, 'GET', `${QUESTION}/admin`, { query, token });
const remove = (id: string, token = signedIn.Admin.accessToken) =>
  call<null>(t.app, 'DELETE', `${QUESTION}/${id}`, { token });

async function storedRow(id: string) {
  const [row] = await t.app.database.db.select().from(questions).where(eq(questions.id, id));
  return row;
}

describe('POST /tickets/v1/question', () => {
  it.each(EVERY_CALLER)(
    'takes a question from %s, answers only its id and mails every approved admin',
    async (_, role) => {
      const tag = randomBytes(4).toString('hex');
      const body = questionBody({
        question: `Which files should I upload? ${tag}`,
        audience: 'composer',
      });
      const before = await countRows(t.app);
      t.clock.advance(1000);
      const response = await ask(body, { token: signedIn.tokenOf(role) });

      expect(response.statusCode, response.raw).toBe(200);
      expect(response.body.status).toEqual({ code: 200, message: MESSAGES.thankYou });
      expect(response.body.data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(await countRows(t.app)).toEqual({
        ...before,
        questions: before.questions + 1,
        outbox: before.outbox + 2,
      });
      expect(await storedRow(response.body.data.id)).toMatchObject({
        audience: 'composer',
        name: body.name,
        email: body.email,
        question: body.question,
        answer: null,
        answeredAt: null,
        answeredBy: null,
        createdAt: t.clock.now(),
      });

      for (const email of [signedIn.Admin.user.email, otherAdminEmail]) {
        const mails = (await mailTo(t.app, email)).filter((m) => m.text.includes(tag));
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe('New question for the Q&A page for composers');
        expect(mails[0]!.text).toContain(`${body.name} <${body.email}>`);
      }
      // Nobody mails the asker until there is an answer.
      expect(await mailTo(t.app, body.email)).toEqual([]);

      // Not on the Q&A page yet; first in the admin's list.
      const page = await publicList({ audience: 'composer', search: tag });
      expect(page.body.data.total).toBe(0);
      const waiting = await adminList({ page: '1' });
      expect(waiting.body.data.data[0]).toMatchObject({ id: response.body.data.id, answer: null });
    },
  );

  it('refuses bad input with 400 naming the fields, storing and mailing nothing', async () => {
    const before = await countRows(t.app);
    for (const [body, fields] of [
      [{}, ['audience', 'email', 'name', 'question']],
      [questionBody({ audience: 'everyone' }), ['audience']],
      [questionBody({ audience: 'Agency' }), ['audience']],
      [questionBody({ email: 'nope' }), ['email']],
      [questionBody({ question: ' \n ' }), ['question']],
      [questionBody({ question: 'x'.repeat(5001) }), ['question']],
      [{ ...questionBody(), answer: 'I answer myself' }, ['answer']],
    ] as const) {
      const response = await ask(body);
      expectRefusal(response, 400, 'VALIDATION_FAILED');
      expect(namedFields(response).sort()).toEqual([...fields].sort());
    }
    expect(await countRows(t.app)).toEqual(before);
  });

  it('is limited to 20 public-form posts an hour from one address', async () => {
    const address = '10.10.0.1';
    for (let i = 1; i <= 20; i++) {
      const response = await ask(i % 4 === 0 ? {} : questionBody(), { remoteAddress: address });
      expect(response.statusCode).toBe(i % 4 === 0 ? 400 : 200);
    }
    const before = await countRows(t.app);
    const refused = await ask(questionBody(), { remoteAddress: address });
    expectRefusal(refused, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectRefusal(await ask({}, { remoteAddress: address }), 429, 'TOO_MANY_REQUESTS');
    expect(await countRows(t.app)).toEqual(before);
    expect((await ask(questionBody(), { remoteAddress: '10.10.0.2' })).statusCode).toBe(200);
    // Reading the answers is not a form: it is not limited.
    expect(
      (
        await call(t.app, 'GET', QUESTION, {
          query: { audience: 'agency' },
          remoteAddress: address,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('PUT /tickets/v1/question/:id/answer', () => {
  it.each(refusedUnless('Admin'))('refuses %s and changes nothing', async (_, caller) => {
    const question = await asked();
    const before = await countRows(t.app);
    const response = await call(t.app, 'PUT', `${QUESTION}/${question.id}/answer`, {
      token: signedIn.tokenOf(caller.role),
      body: { answer: 'Sneaky answer' },
    });
    expectRefusal(response, caller.status, caller.error);
    expect(await countRows(t.app)).toEqual(before);
    expect(await storedRow(question.id)).toMatchObject({ answer: null, answeredAt: null });
  });

  it('answers: the asker is mailed the answer once, and editing it mails no one again', async () => {
    const question = await asked({ audience: 'composer', name: 'Olivia Brandt' });
    t.clock.advance(60_000);
    const answeredAt = t.clock.now().toISOString();
    const first = await answer(question.id, 'An MP3 for listening and a WAV for delivery.');
    expect(first.statusCode, first.raw).toBe(200);
    expect(first.body.status).toEqual({ code: 200, message: 'Answer saved' });
    expect(first.body.data).toEqual({
      id: question.id,
      audience: 'composer',
      name: 'Olivia Brandt',
      email: question.email,
      question: question.question,
      answer: 'An MP3 for listening and a WAV for delivery.',
      createdAt: expect.any(String),
      answeredAt,
    });
    expect((await storedRow(question.id))?.answeredBy).toBe(signedIn.Admin.user.id);

    const mails = await mailTo(t.app, question.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(ANSWERED_SUBJECT);
    expect(mails[0]!.text).toContain('Hello Olivia Brandt,');
    expect(mails[0]!.text).toContain(question.question);
    expect(mails[0]!.text).toContain('An MP3 for listening and a WAV for delivery.');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/question-answer/composer`);

    // An edit by another admin: the text changes, the place on the Q&A page and the mail do not.
    const other = await loginAs(t.app, 'Admin');
    t.clock.advance(60_000);
    const edited = await answer(
      question.id,
      '  An MP3 and a WAV; stems as a ZIP.  ',
      other.accessToken,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({
      answer: 'An MP3 and a WAV; stems as a ZIP.',
      answeredAt,
    });
    expect((await storedRow(question.id))?.answeredBy).toBe(other.user.id);
    expect(await mailTo(t.app, question.email)).toHaveLength(1);

    const shown = await publicList({ audience: 'composer', search: 'stems as a ZIP' });
    expect(shown.body.data.data).toEqual([
      {
        id: question.id,
        audience: 'composer',
        question: question.question,
        answer: 'An MP3 and a WAV; stems as a ZIP.',
        answeredAt,
      },
    ]);
  });

  it('mails the asker once even when two admins answer at the same moment', async () => {
    const question = await asked();
    const responses = await Promise.all([
      answer(question.id, 'First answer'),
      answer(question.id, 'Second answer'),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await mailTo(t.app, question.email)).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, changing nothing', async () => {
    const before = await countRows(t.app);
    const unknown = await answer(randomUUID(), 'Hello');
    expectRefusal(unknown, 404, 'NOT_FOUND');
    const malformed = await answer('123', 'Hello');
    expectRefusal(malformed, 400, 'VALIDATION_FAILED', ['id']);
    expect(await countRows(t.app)).toEqual(before);
  });

  it('refuses an empty or missing answer', async () => {
    const question = await asked();
    for (const body of [{}, { answer: '   ' }, { answer: 'x'.repeat(5001) }, { answer: 42 }]) {
      const response = await call(t.app, 'PUT', `${QUESTION}/${question.id}/answer`, {
        token: signedIn.Admin.accessToken,
        body,
      });
      expectRefusal(response, 400, 'VALIDATION_FAILED', ['answer']);
    }
    expect(await storedRow(question.id)).toMatchObject({ answer: null });
    expect(await mailTo(t.app, question.email)).toEqual([]);
  });

  it('stores the answer and its mail together: both or neither', async () => {
    const question = await asked();
    await whileMailFailsAfterWriting(t.app, async () => {
      expectRefusal(await answer(question.id, 'Lost answer'), 500, 'INTERNAL_ERROR');
    });
    expect(await storedRow(question.id)).toMatchObject({ answer: null, answeredAt: null });
    expect(await mailTo(t.app, question.email)).toEqual([]);
    expect((await answer(question.id, 'Kept answer')).statusCode).toBe(200);
    expect(await mailTo(t.app, question.email)).toHaveLength(1);
  });
});

describe('GET /tickets/v1/question (the Q&A pages)', () => {
  const tag = `qa${randomBytes(4).toString('hex')}`;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // Asked in one order, answered in another: the page follows the answers.
    for (const [key, audience] of [
      ['agencyOld', 'agency'],
      ['agencyNew', 'agency'],
      ['composer', 'composer'],
      ['agencyWaiting', 'agency'],
    ] as const) {
      ids[key] = (
        await asked({
          audience,
          name: `Secret Name ${tag}`,
          email: `secret.${tag}.${key.toLowerCase()}@asker.example`,
          question: `${key} question ${tag}?`,
        })
      ).id;
    }
    await answered(ids.agencyNew!, `Answer about licences ${tag}`);
    await answered(ids.composer!, `Composer answer ${tag}`);
    await answered(ids.agencyOld!, `Answer about briefs ${tag}`);
  });

  it.each(EVERY_CALLER)(
    'shows %s the answered questions of one audience, newest answer first',
    async (_, role) => {
      const agency = await publicList({ audience: 'agency', search: tag }, signedIn.tokenOf(role));
      expect(agency.statusCode).toBe(200);
      expect(agency.body.data).toMatchObject({ page: 1, pageSize: 20, total: 2 });
      expect(agency.body.data.data.map((q) => q.id)).toEqual([ids.agencyOld, ids.agencyNew]);
      expect(agency.body.data.data[0]).toMatchObject({
        audience: 'agency',
        question: `agencyOld question ${tag}?`,
        answer: `Answer about briefs ${tag}`,
      });

      const composers = await publicList(
        { audience: 'composer', search: tag },
        signedIn.tokenOf(role),
      );
      expect(composers.body.data.data.map((q) => q.id)).toEqual([ids.composer]);
    },
  );

  it('never shows who asked', async () => {
    for (const audience of ['agency', 'composer']) {
      const response = await publicList({ audience, pageSize: '100' });
      expect(response.body.data.data.length).toBeGreaterThan(0);
      for (const question of response.body.data.data) {
        expect(Object.keys(question).sort()).toEqual(PUBLIC_KEYS);
      }
      expect(response.raw).not.toContain('Secret Name');
      expect(response.raw).not.toContain('@asker.example');
      expect(response.raw).not.toContain('@brightwater.example');
    }
    // Nor can a search find a question by its asker.
    expect(
      (await publicList({ audience: 'agency', search: `Secret Name ${tag}` })).body.data.total,
    ).toBe(0);
    expect(
      (await publicList({ audience: 'agency', search: 'asker.example' })).body.data.total,
    ).toBe(0);
  });

  it('searches the question and the answer, case-insensitively', async () => {
    const ids_ = async (search: string, audience: QuestionAudience = 'agency') =>
      (await publicList({ audience, search })).body.data.data.map((q) => q.id);
    expect(await ids_(`ANSWER ABOUT LICENCES ${tag}`)).toEqual([ids.agencyNew]);
    expect(await ids_(`agencyold QUESTION ${tag}`)).toEqual([ids.agencyOld]);
    expect(await ids_(`agencyWaiting question ${tag}`)).toEqual([]);
    expect(await ids_(`composer answer ${tag}`)).toEqual([]);
    expect(await ids_(`composer answer ${tag}`, 'composer')).toEqual([ids.composer]);
    expect(await ids_(`%${tag}`)).toEqual([]);
  });

  it('pages 20 at a time', async () => {
    const pageTag = `pg${randomBytes(4).toString('hex')}`;
    const order: string[] = [];
    for (let i = 0; i < 23; i++) {
      const question = await asked({ audience: 'composer', question: `Paged ${pageTag} ${i}?` });
      await answered(question.id);
      order.unshift(question.id);
    }
    const first = await publicList({ audience: 'composer', search: pageTag });
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 20, total: 23 });
    expect(first.body.data.data.map((q) => q.id)).toEqual(order.slice(0, 20));
    const second = await publicList({ audience: 'composer', search: pageTag, page: '2' });
    expect(second.body.data.data.map((q) => q.id)).toEqual(order.slice(20));
    const small = await publicList({
      audience: 'composer',
      search: pageTag,
      page: '3',
      pageSize: '5',
    });
    expect(small.body.data.data.map((q) => q.id)).toEqual(order.slice(10, 15));
    expect((await publicList({ audience: 'agency', search: pageTag })).body.data.total).toBe(0);
  });

  it.each([
    [{}, ['audience']],
    [{ audience: 'all' }, ['audience']],
    [{ audience: 'agency', page: '0' }, ['page']],
    [{ audience: 'agency', pageSize: '101' }, ['pageSize']],
    [{ audience: 'agency', state: 'unanswered' }, ['state']],
  ])('refuses %o with 400 naming %o', async (query, fields) => {
    const response = await publicList(query as Record<string, string>);
    expectRefusal(response, 400, 'VALIDATION_FAILED', fields);
  });
});

describe('GET /tickets/v1/question/admin', () => {
  it.each(whoMay('Admin'))('answers %s', async (_, caller) => {
    const response = await call<Paged<AdminQuestion>>(t.app, 'GET', `${QUESTION}/admin`, {
      token: signedIn.tokenOf(caller.role),
    });
    if (expectAnswerFor(caller, response)) {
      expect(response.body.data).toMatchObject({ page: 1, pageSize: 20 });
    }
  });

  it('lists unanswered questions first, then newest; filters by state and audience; searches', async () => {
    const tag = `ad${randomBytes(4).toString('hex')}`;
    const q = (audience: QuestionAudience, label: string) =>
      asked({
        audience,
        name: `Asker ${label}`,
        email: `${label}.${tag}@asker.example`,
        question: `${label} ${tag}?`,
      });
    const oldWaiting = await q('agency', 'oldwaiting');
    const oldAnswered = await q('composer', 'oldanswered');
    const newAnswered = await q('agency', 'newanswered');
    const newWaiting = await q('composer', 'newwaiting');
    // Answered in reverse order: the admin list follows when they were asked, not answered.
    await answered(newAnswered.id, `Reply ${tag}`);
    await answered(oldAnswered.id);

    const list = async (query: Record<string, string>) => {
      const response = await adminList({ search: tag, ...query });
      expect(response.statusCode, response.raw).toBe(200);
      expect(response.body.data.total).toBe(response.body.data.data.length);
      return response.body.data.data.map((x) => x.id);
    };
    expect(await list({})).toEqual([newWaiting.id, oldWaiting.id, newAnswered.id, oldAnswered.id]);
    expect(await list({ state: 'unanswered' })).toEqual([newWaiting.id, oldWaiting.id]);
    expect(await list({ state: 'answered' })).toEqual([newAnswered.id, oldAnswered.id]);
    expect(await list({ audience: 'agency' })).toEqual([oldWaiting.id, newAnswered.id]);
    expect(await list({ audience: 'composer', state: 'answered' })).toEqual([oldAnswered.id]);
    expect(
      await adminList({ search: `ASKER NEWWAITING` }).then((r) =>
        r.body.data.data.map((x) => x.id),
      ),
    ).toEqual([newWaiting.id]);
    expect(
      await adminList({ search: `oldwaiting.${tag}@ASKER` }).then((r) =>
        r.body.data.data.map((x) => x.id),
      ),
    ).toEqual([oldWaiting.id]);
    expect(
      await adminList({ search: `reply ${tag}` }).then((r) => r.body.data.data.map((x) => x.id)),
    ).toEqual([newAnswered.id]);

    const [first] = (await adminList({ search: `newwaiting ${tag}` })).body.data.data;
    expect(first).toEqual({
      id: newWaiting.id,
      audience: 'composer',
      name: 'Asker newwaiting',
      email: newWaiting.email,
      question: `newwaiting ${tag}?`,
      answer: null,
      createdAt: expect.any(String),
      answeredAt: null,
    });
  });

  it.each([
    [{ state: 'open' }, ['state']],
    [{ audience: 'everyone' }, ['audience']],
    [{ page: '-1' }, ['page']],
    [{ status: 'answered' }, ['status']],
  ])('refuses %o with 400 naming %o', async (query, fields) => {
    const response = await adminList(query as Record<string, string>);
    expectRefusal(response, 400, 'VALIDATION_FAILED', fields);
  });
});

describe('DELETE /tickets/v1/question/:id', () => {
  it.each(refusedUnless('Admin'))('refuses %s and keeps the question', async (_, caller) => {
    const question = await asked();
    const before = await countRows(t.app);
    const response = await call(t.app, 'DELETE', `${QUESTION}/${question.id}`, {
      token: signedIn.tokenOf(caller.role),
    });
    expectRefusal(response, caller.status, caller.error);
    expect(await countRows(t.app)).toEqual(before);
    expect(await storedRow(question.id)).toBeDefined();
  });

  it('lets an admin delete a question, answered or not; a second delete is 404', async () => {
    const tag = randomBytes(4).toString('hex');
    const waiting = await asked({ question: `Spam ${tag}?` });
    const shown = await asked({ question: `Shown ${tag}?` });
    await answered(shown.id);
    expect((await publicList({ audience: 'agency', search: tag })).body.data.total).toBe(1);

    for (const question of [waiting, shown]) {
      const before = await countRows(t.app);
      const response = await remove(question.id);
      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual({
        status: { code: 200, message: 'Question deleted' },
        data: null,
      });
      expect(await countRows(t.app)).toEqual({ ...before, questions: before.questions - 1 });
      expectRefusal(await remove(question.id), 404, 'NOT_FOUND');
      expectRefusal(await answer(question.id, 'Too late'), 404, 'NOT_FOUND');
    }
    expect((await publicList({ audience: 'agency', search: tag })).body.data.total).toBe(0);
    expect((await adminList({ search: tag })).body.data.total).toBe(0);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectRefusal(await remove(randomUUID()), 404, 'NOT_FOUND');
    const malformed = await remove('not-a-uuid');
    expectRefusal(malformed, 400, 'VALIDATION_FAILED', ['id']);
  });
});
