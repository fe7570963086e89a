import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  contactMessageSchema,
  type ContactMessage,
  type OutboxMessage,
  type Paged,
  type Role,
} from '@cuebrief/shared';
import { contactMessages } from '../../src/db/schema';
import { addressSequence } from '../helpers/addresses';
import { call, expectRefusal, namedFields } from '../helpers/api';
import { createAccount, loginAs } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { mailTo, whileMailFailsAfterWriting } from '../helpers/mail';
import { countRows } from '../helpers/row-counts';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const CONTACT = '/users/v1/auth/contact-us';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const CONTACT_KEYS = Object.keys(contactMessageSchema.shape).sort();

const t = useTestApp();
const signedIn = useEveryRole(t);
let otherAdminEmail: string;
let pendingAdminEmail: string;
beforeAll(async () => {
  otherAdminEmail = (await createAccount(t.app, 'Admin')).email;
  // Not approved: not one of "the admins" who are mailed.
  pendingAdminEmail = (await createAccount(t.app, 'Admin', { status: 'pending' })).email;
});

const nextAddress = addressSequence(7);

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email: `priya-${randomUUID().slice(0, 8)}@lumenfilms.example`,
  subject: 'Music for a 30-second spot',
  message: 'We have a TV spot airing in March. How quickly do composers answer a brief?',
  ...overrides,
});

const send = (body: unknown, options: { token?: string; remoteAddress?: string } = {}) =>
  call<ContactMessage>(t.app, 'POST', CONTACT, {
    body,
    token: options.token,
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });

const list = (query: Record<string, string>, token = signedIn.Admin.accessToken) =>
  call<Paged<ContactMessage>>(t.app, 'GET', CONTACT, { token, query });

async function storedRow(id: string) {
  const [row] = await t.app.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row;
}

describe('POST /users/v1/auth/contact-us', () => {
  it("stores a guest's message and mails it to every approved admin", async () => {
    const body = contactBody({
      email: `Priya.${randomBytes(3).toString('hex')}@LumenFilms.example`,
    });
    const before = await countRows(t.app);
    const response = await send(body);

    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status).toEqual({ code: 200, message: MESSAGES.thankYou });
    const stored = response.body.data;
    expect(Object.keys(stored).sort()).toEqual(CONTACT_KEYS);
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Priya',
      lastName: 'Shah',
      // Kept lower-cased, as account emails are, so a double submit is recognised.
      email: body.email.toLowerCase(),
      subject: body.subject,
      message: body.message,
      createdAt: t.clock.now().toISOString(),
    });
    expect((await storedRow(stored.id))?.senderId).toBeNull();
    expect(await countRows(t.app)).toEqual({
      ...before,
      contact_messages: before.contact_messages + 1,
      outbox: before.outbox + 2,
    });

    // One copy for each approved admin, read the way an admin reads the outbox.
    const outbox = await call<Paged<OutboxMessage>>(t.app, 'GET', '/users/v1/mail/outbox', {
      token: signedIn.Admin.accessToken,
      query: { pageSize: '100' },
    });
    expect(outbox.statusCode).toBe(200);
    const copies = outbox.body.data.data.filter(
      (m) => m.subject === `Contact message: ${body.subject}`,
    );
    expect(copies.map((m) => m.to).sort()).toEqual(
      [signedIn.Admin.user.email, otherAdminEmail].sort(),
    );
    for (const copy of copies) {
      expect(copy.text).toContain(body.message);
      expect(copy.text).toContain(`Priya Shah <${stored.email}>`);
      expect(copy.status).toBe('pending');
    }
    expect(await mailTo(t.app, pendingAdminEmail)).toEqual([]);
    expect(await mailTo(t.app, stored.email)).toEqual([]);
    expect(await mailTo(t.app, signedIn.Client.user.email)).toEqual([]);

    const first = await list({ page: '1' });
    expect(first.body.data.data[0]).toEqual(stored);
  });

  it.each<[string, Role]>([
    ['a client', 'Client'],
    ['a composer', 'Composer'],
    ['an admin', 'Admin'],
  ])('takes a message from %s and records who was signed in', async (_, role) => {
    const sender = signedIn[role];
    const response = await send(contactBody(), { token: sender.accessToken });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.message).toBe(MESSAGES.thankYou);
    // Who sent it stays inside the server.
    expect(Object.keys(response.body.data).sort()).toEqual(CONTACT_KEYS);
    expect((await storedRow(response.body.data.id))?.senderId).toBe(sender.user.id);
  });

  it('treats a sender with a broken or unknown token as a guest instead of refusing the form', async () => {
    for (const authorization of ['Bearer not-a-token', 'Basic abc', 'Bearer a.b.c']) {
      const response = await call<ContactMessage>(t.app, 'POST', CONTACT, {
        body: contactBody(),
        headers: { authorization },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, authorization).toBe(200);
      expect((await storedRow(response.body.data.id))?.senderId).toBeNull();
    }
  });

  it('refuses bad input with 400 naming the fields, storing and mailing nothing', async () => {
    const before = await countRows(t.app);
    for (const [body, fields] of [
      [{}, ['email', 'firstName', 'lastName', 'message', 'subject']],
      [contactBody({ email: 'not an email' }), ['email']],
      [contactBody({ subject: '   ' }), ['subject']],
      [contactBody({ message: 'x'.repeat(5001) }), ['message']],
      [contactBody({ subject: 'x'.repeat(201) }), ['subject']],
      [{ ...contactBody(), senderId: randomUUID() }, ['senderId']],
    ] as const) {
      const response = await send(body);
      expectRefusal(response, 400, 'VALIDATION_FAILED');
      expect(namedFields(response).sort()).toEqual([...fields].sort());
    }
    expect(await countRows(t.app)).toEqual(before);
  });

  it('stores the message and its mails together: both or neither', async () => {
    const before = await countRows(t.app);
    const body = contactBody();
    await whileMailFailsAfterWriting(t.app, async (queue) => {
      const response = await send(body);
      expectRefusal(response, 500, 'INTERNAL_ERROR');
      expect(queue).toHaveBeenCalledTimes(1);
    });
    expect(await countRows(t.app)).toEqual(before);
    // Nothing was stored, so sending it again is not a duplicate.
    expect((await send(body)).statusCode).toBe(200);
  });
});

describe('the same message twice within a day', () => {
  it('is refused with 409 DUPLICATE_CONTACT and changes nothing', async () => {
    const body = contactBody();
    expect((await send(body)).statusCode).toBe(200);
    const before = await countRows(t.app);

    // The same address in other capitals, from another address and signed in: still the same.
    for (const repeat of [
      () => send(body),
      () => send({ ...body, email: body.email.toUpperCase() }),
      () => send(body, { token: signedIn.Client.accessToken }),
      () => send({ ...body, firstName: 'P.', lastName: 'S.' }),
      () => send({ ...body, subject: `  ${body.subject}  ` }),
    ]) {
      const response = await repeat();
      expectRefusal(response, 409, 'DUPLICATE_CONTACT');
      expect(response.body.status.message).toBe(MESSAGES.contactEmailTaken);
    }
    expect(await countRows(t.app)).toEqual(before);
  });

  it('takes another subject or another message from the same email', async () => {
    const body = contactBody();
    expect((await send(body)).statusCode).toBe(200);
    expect((await send({ ...body, subject: 'A second question' })).statusCode).toBe(200);
    expect((await send({ ...body, message: 'And one more thing.' })).statusCode).toBe(200);
    expect((await send({ ...body, email: `other-${body.email}` })).statusCode).toBe(200);
  });

  it('lets only one of several identical messages sent at once through', async () => {
    const body = contactBody();
    const before = await countRows(t.app);
    const responses = await Promise.all(Array.from({ length: 4 }, () => send(body)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await countRows(t.app)).toEqual({
      ...before,
      contact_messages: before.contact_messages + 1,
      outbox: before.outbox + 2,
    });
  });

  it('takes the same message again once 24 hours have passed', async () => {
    const body = contactBody();
    expect((await send(body)).statusCode).toBe(200);
    t.clock.advance(DAY_MS - 1000);
    expectRefusal(await send(body), 409, 'DUPLICATE_CONTACT');
    t.clock.advance(1000);
    const again = await send(body);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.createdAt).toBe(t.clock.now().toISOString());
    // Tokens of 15 minutes do not survive a day: sign everyone in again.
    await signedIn.signInAgain();
  });
});

describe('GET /users/v1/auth/contact-us', () => {
  it.each(whoMay('Admin'))('answers %s', async (_, caller) => {
    const response = await call<Paged<ContactMessage>>(t.app, 'GET', CONTACT, {
      token: signedIn.tokenOf(caller.role),
      query: { page: '1' },
    });
    if (expectAnswerFor(caller, response)) {
      expect(response.body.data).toMatchObject({ page: 1, pageSize: 20 });
      expect(response.body.data.total).toBeGreaterThan(0);
    }
  });

  it('pages newest first, 20 at a time by default', async () => {
    const tag = `pg${randomBytes(4).toString('hex')}`;
    const sent: string[] = [];
    for (let i = 0; i < 25; i++) {
      t.clock.advance(1000);
      const response = await send(contactBody({ subject: `${tag} message ${i}` }));
      expect(response.statusCode).toBe(200);
      sent.push(response.body.data.id);
    }
    const newestFirst = [...sent].reverse();

    const first = await list({ page: '1', search: tag });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 20, total: 25 });
    expect(first.body.data.data.map((m) => m.id)).toEqual(newestFirst.slice(0, 20));
    const second = await list({ page: '2', search: tag });
    expect(second.body.data.data.map((m) => m.id)).toEqual(newestFirst.slice(20));
    const beyond = await list({ page: '3', search: tag });
    expect(beyond.body.data).toEqual({ data: [], page: 3, pageSize: 20, total: 25 });
    const small = await list({ page: '2', pageSize: '10', search: tag });
    expect(small.body.data.data.map((m) => m.id)).toEqual(newestFirst.slice(10, 20));

    // Without a search, the newest message of all comes first.
    const all = await list({ page: '1', pageSize: '100' });
    expect(all.body.data.data[0]!.id).toBe(newestFirst[0]);
    const created = all.body.data.data.map((m) => Date.parse(m.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('searches name, email and subject, case-insensitively, but not the message', async () => {
    const tag = randomBytes(4).toString('hex');
    const send1 = await send(
      contactBody({
        firstName: 'Marguerite',
        lastName: `Okonkwo${tag}`,
        email: `m.${tag}@agency.example`,
        subject: 'Licensing question',
        message: `zebra${tag}`,
      }),
    );
    const send2 = await send(
      contactBody({
        firstName: `Tobiasz${tag}`,
        lastName: 'Ferreira',
        email: `t.${tag}@studio.example`,
        subject: `100% custom_${tag}`,
      }),
    );
    const a = send1.body.data.id;
    const b = send2.body.data.id;
    const search = async (text: string) => {
      const response = await list({ page: '1', pageSize: '100', search: text });
      expect(response.statusCode).toBe(200);
      expect(response.body.data.total).toBe(response.body.data.data.length);
      return response.body.data.data.map((m) => m.id).sort();
    };
    expect(await search(tag)).toEqual([a, b].sort());
    expect(await search(`OKONKWO${tag}`)).toEqual([a]);
    expect(await search(`marguerite okonkwo${tag}`)).toEqual([a]);
    expect(await search(`tobiasz${tag} ferreira`)).toEqual([b]);
    expect(await search(`T.${tag}@STUDIO`)).toEqual([b]);
    expect(await search(`100% CUSTOM_${tag}`)).toEqual([b]);
    expect(await search(`100_ custom%${tag}`)).toEqual([]);
    expect(await search(`zebra${tag}`)).toEqual([]);
  });

  it.each([
    ['page', '0'],
    ['page', 'x'],
    ['pageSize', '101'],
    ['search', 'x'.repeat(101)],
    ['state', 'answered'],
  ])('refuses %s=%s with 400 naming it', async (field, value) => {
    const response = await list({ page: '1', [field]: value });
    expectRefusal(response, 400, 'VALIDATION_FAILED', [field]);
  });
});

describe('public-form limit on contact-us', () => {
  it('refuses the 21st message from an address within the hour; questions and sign-ups count too', async () => {
    const address = '10.8.0.1';
    for (let i = 1; i <= 20; i++) {
      const response =
        i <= 10
          ? await send(contactBody(), { remoteAddress: address })
          : i <= 14
            ? await send({}, { remoteAddress: address })
            : i <= 17
              ? await call(t.app, 'POST', '/tickets/v1/question', {
                  body: {
                    name: 'Ana',
                    email: 'ana@test.example',
                    question: `Question ${i}?`,
                    audience: 'agency',
                  },
                  remoteAddress: address,
                })
              : await call(t.app, 'POST', '/users/v1/auth/register/composer', {
                  body: {},
                  remoteAddress: address,
                });
      expect(response.statusCode, `attempt ${i}`).toBe(i <= 10 || (i > 14 && i <= 17) ? 200 : 400);
    }

    const before = await countRows(t.app);
    const refused = await send(contactBody(), { remoteAddress: address });
    expectRefusal(refused, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expectRefusal(await send({}, { remoteAddress: address }), 429, 'TOO_MANY_REQUESTS');
    const question = await call(t.app, 'POST', '/tickets/v1/question', {
      body: { name: 'Ana', email: 'ana@test.example', question: 'One more?', audience: 'agency' },
      remoteAddress: address,
    });
    expectRefusal(question, 429, 'TOO_MANY_REQUESTS');
    expect(await countRows(t.app)).toEqual(before);

    // Another address is not affected; after the hour this one may write again.
    expect((await send(contactBody(), { remoteAddress: '10.8.0.2' })).statusCode).toBe(200);
    t.clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await send(contactBody(), { remoteAddress: address })).statusCode).toBe(200);
  });
});

describe('account removal', () => {
  it("leaves the person's messages and questions without their name or address", async () => {
    // Earlier tests move the clock on by a day: a fresh admin session, not the one made at start.
    const reader = await loginAs(t.app, 'Admin');
    const leaving = await loginAs(t.app, 'Client');
    const email = leaving.user.email;
    const signedIn = await send(contactBody({ email: 'work@elsewhere.example' }), {
      token: leaving.accessToken,
    });
    const asGuest = await send(contactBody({ email: email.toUpperCase() }));
    const question = await call<{ id: string }>(t.app, 'POST', '/tickets/v1/question', {
      body: { name: 'Leaving Person', email, question: 'Can I pause my plan?', audience: 'agency' },
      remoteAddress: nextAddress(),
    });
    const unrelated = await send(contactBody());

    const removed = await call(t.app, 'DELETE', '/users/v1/auth/client/remove-account', {
      token: leaving.accessToken,
    });
    expect(removed.statusCode).toBe(200);

    for (const id of [signedIn.body.data.id, asGuest.body.data.id]) {
      const row = await storedRow(id);
      expect(row).toMatchObject({ firstName: 'Removed', lastName: 'account', email: '' });
      expect(row?.senderId).toBeNull();
      expect(row?.message).toBe(contactBody().message);
    }
    const questions = await call<Paged<{ id: string; name: string; email: string }>>(
      t.app,
      'GET',
      '/tickets/v1/question/admin',
      { token: reader.accessToken, query: { search: 'pause my plan' } },
    );
    expect(questions.body.data.data).toEqual([
      expect.objectContaining({ id: question.body.data.id, name: 'Removed account', email: '' }),
    ]);
    expect(await storedRow(unrelated.body.data.id)).toMatchObject({
      firstName: 'Priya',
      email: unrelated.body.data.email,
    });
  });
});
