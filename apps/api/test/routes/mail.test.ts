import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage, Paged, Profile } from '@cuebrief/shared';
import { retryDelayMs } from '../../src/modules/mail/mail.service';
import { call } from '../helpers/api';
import { TEST_PASSWORD, createAccount, loginAs } from '../helpers/accounts';
import { whileMailFailsAfterWriting } from '../helpers/mail';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { countRows } from '../helpers/row-counts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const AUTH = '/users/v1/auth';
const OUTBOX = '/users/v1/mail/outbox';
const APPROVED_SUBJECT = 'Your Cuebrief account is approved';

/** A loopback port that nothing listens on (taken from the OS, then let go). */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// ---------------------------------------------------------------------------------------------

async function adminToken(t: TestApp): Promise<string> {
  return (await loginAs(t.app, 'Admin')).accessToken;
}

async function readOutbox(t: TestApp, query: Record<string, string> = {}) {
  const response = await call<Paged<OutboxMessage>>(t.app, 'GET', OUTBOX, {
    token: await adminToken(t),
    query,
  });
  expect(response.statusCode).toBe(200);
  return response.body.data;
}

async function outboxTo(t: TestApp, email: string): Promise<OutboxMessage[]> {
  return (await readOutbox(t, { pageSize: '100' })).data.filter((m) => m.to === email);
}

async function decide(t: TestApp, userId: string, decision: 'accept' | 'reject') {
  const path =
    decision === 'accept'
      ? `${AUTH}/users-access/${userId}`
      : `${AUTH}/users-access/reject/${userId}`;
  return call<Profile>(t.app, 'POST', path, { token: await adminToken(t) });
}

const smtpServers: SmtpCatcher[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await Promise.all(smtpServers.map((s) => s.close()));
});

async function appWith(config: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(config);
  apps.push(t);
  return t;
}
async function smtpOn(port = 0): Promise<SmtpCatcher> {
  const smtp = await startSmtpCatcher(port);
  smtpServers.push(smtp);
  return smtp;
}

describe('mail through SMTP', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await smtpOn();
    t = await appWith({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
  });

  it('delivers the approval mail of an accepted composer once, and marks it sent', async () => {
    const composer = await createAccount(t.app, 'Composer', { status: 'pending' });
    const accepted = await decide(t, composer.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.data.status).toBe('approved');

    expect(smtp.received).toHaveLength(0);
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });

    const toComposer = smtp.received.filter((m) => m.to.includes(composer.email));
    expect(toComposer).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = toComposer;
    expect(mail!.to).toEqual([composer.email]);
    expect(mail!.from).toBe('no-reply@cuebrief.local');
    expect(mail!.subject).toBe(APPROVED_SUBJECT);
    expect(mail!.text).toContain(`Hello ${composer.firstName},`);
    expect(mail!.text).toContain('your Cuebrief account has been approved');
    expect(mail!.text).toContain(`${t.config.publicUrl}/login`);

    const [row, ...others] = await outboxTo(t, composer.email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      subject: APPROVED_SUBJECT,
      sentAt: t.clock.now().toISOString(),
    });

    // Sent is sent: the next run has nothing to do.
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('delivers the rejection mail of a rejected client', async () => {
    const before = smtp.received.length;
    const client = await createAccount(t.app, 'Client', { status: 'pending' });
    expect((await decide(t, client.id, 'reject')).statusCode).toBe(200);
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([client.email]);
    expect(mail.subject).toBe('Your Cuebrief sign-up');
    expect(mail.text).toContain('We are not able to approve your account');
    expect((await outboxTo(t, client.email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('mail while SMTP is down', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await deadPort();
    t = await appWith({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  });

  it('keeps the mail pending with its error, backs off, retries, and delivers it once SMTP is back', async () => {
    const { mail } = t.app.services;
    const client = await createAccount(t.app, 'Client', { status: 'pending' });
    expect((await decide(t, client.id, 'reject')).statusCode).toBe(200);

    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxTo(t, client.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row!.lastError).toEqual(expect.any(String));
    expect(row!.lastError!.length).toBeGreaterThan(0);

    // Backoff: at the same moment, and just before 30 s have passed, nothing is tried.
    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(29_000);
    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    [row] = await outboxTo(t, client.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });

    // Never dropped: failure after failure, it waits longer and stays pending.
    t.clock.advance(2_000);
    for (let attempts = 1; attempts <= 5; attempts += 1) {
      expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
      expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
      t.clock.advance(retryDelayMs(attempts) + 1_000);
    }
    [row] = await outboxTo(t, client.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 6, sentAt: null });
    expect(row!.lastError).toBeTruthy();

    // SMTP comes back on the same port: the due message goes out, exactly once.
    const smtp = await smtpOn(port);
    const sentAt = t.clock.now().toISOString();
    expect(await mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(2 * 60 * 60 * 1000);
    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([client.email]);
    expect(smtp.received[0]!.subject).toBe('Your Cuebrief sign-up');
    [row] = await outboxTo(t, client.email);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 7,
      lastError: null,
      sentAt,
    });
    await smtp.close();
    smtpServers.splice(smtpServers.indexOf(smtp), 1);
  });
});

describe('mail after SMTP recovers', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await deadPort();
    t = await appWith({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  });

  it('sends an approval mail that failed once as soon as its 30 s backoff has passed', async () => {
    const { mail } = t.app.services;
    const composer = await createAccount(t.app, 'Composer', { status: 'pending' });
    expect((await decide(t, composer.id, 'accept')).statusCode).toBe(200);
    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 1 });

    const smtp = await smtpOn(port);
    // The server is back, but the message waits out its backoff.
    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    let [row] = await outboxTo(t, composer.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });

    t.clock.advance(31_000);
    expect(await mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ to: [composer.email], subject: APPROVED_SUBJECT });
    [row] = await outboxTo(t, composer.email);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      sentAt: t.clock.now().toISOString(),
    });
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });

  it('sends nothing and keeps every message readable by admins, newest first', async () => {
    expect(t.config.smtpUrl).toBeUndefined();
    const email = 'new.client@agency.example';
    const registered = await call<Profile>(t.app, 'POST', `${AUTH}/register/client`, {
      body: {
        email,
        password: TEST_PASSWORD,
        firstName: 'Nadia',
        lastName: 'Client',
        clientAgencyName: 'Brightside',
      },
    });
    expect(registered.statusCode).toBe(200);

    t.clock.advance(60_000);
    const composer = await createAccount(t.app, 'Composer', { status: 'pending' });
    expect((await decide(t, composer.id, 'accept')).statusCode).toBe(200);

    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });

    const page = await readOutbox(t);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page.data.map((m) => m.to)).toEqual([composer.email, email]);
    const [approval, signUp] = page.data;
    expect(approval).toMatchObject({ subject: APPROVED_SUBJECT, status: 'pending', attempts: 0 });
    expect(signUp).toMatchObject({
      to: email,
      subject: 'We received your Cuebrief sign-up',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(signUp!.text).toContain('Hello Nadia,');
    expect(signUp!.text).toContain('An administrator reviews every new account');
    expect(signUp!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(approval!.createdAt)).toBeGreaterThan(Date.parse(signUp!.createdAt));

    const second = await readOutbox(t, { page: '2', pageSize: '1' });
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(second.data.map((m) => m.to)).toEqual([email]);
  });

  it.each(whoMay('Admin'))('answers %s', async (_, caller) => {
    // Signed in here, not in a hook: the first test of this block moved the clock a day on.
    const token = caller.role ? (await loginAs(t.app, caller.role)).accessToken : undefined;
    const response = await call<Paged<OutboxMessage>>(t.app, 'GET', OUTBOX, { token });
    if (expectAnswerFor(caller, response)) {
      expect(response.body.data.total).toEqual(expect.any(Number));
    }
  });

  it('writes no mail when a decision fails (an already approved account: 409)', async () => {
    const composer = await createAccount(t.app, 'Composer', { status: 'approved' });
    const token = await adminToken(t);
    const before = await countRows(t.app);
    const response = await call(t.app, 'POST', `${AUTH}/users-access/${composer.id}`, { token });
    expect(response.statusCode).toBe(409);
    expect(response.body.status.error).toBe('INVALID_STATE');
    expect(await countRows(t.app)).toEqual(before);
    expect(await outboxTo(t, composer.email)).toEqual([]);
  });

  it('writes the mail in the same transaction as the decision: both or neither', async () => {
    const composer = await createAccount(t.app, 'Composer', { status: 'pending' });
    const token = await adminToken(t);
    // The mail is written, then the transaction fails: the mail must vanish with the decision.
    await whileMailFailsAfterWriting(t.app, async (queue) => {
      const response = await call(t.app, 'POST', `${AUTH}/users-access/${composer.id}`, { token });
      expect(response.statusCode).toBe(500);
      expect(response.body.status.error).toBe('INTERNAL_ERROR');
      expect(queue).toHaveBeenCalledTimes(1);
    });
    expect(await outboxTo(t, composer.email)).toEqual([]);
    expect((await t.app.services.users.findById(composer.id))?.status).toBe('pending');

    // Once nothing fails, the decision and its mail are both there.
    const response = await call(t.app, 'POST', `${AUTH}/users-access/${composer.id}`, { token });
    expect(response.statusCode).toBe(200);
    expect(await outboxTo(t, composer.email)).toHaveLength(1);
  });
});

describe('the mail worker', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await smtpOn();
    t = await appWith({
      config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailPollMs: 50 },
    });
  });

  it('delivers queued mail on its own, without anyone calling deliverDue', async () => {
    const composer = await createAccount(t.app, 'Composer', { status: 'pending' });
    expect((await decide(t, composer.id, 'accept')).statusCode).toBe(200);

    const deadline = Date.now() + 5_000;
    while (smtp.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ to: [composer.email], subject: APPROVED_SUBJECT });

    // The row is marked right after the send; give the worker a moment to write it.
    let row: OutboxMessage | undefined;
    while (Date.now() < deadline + 2_000) {
      [row] = await outboxTo(t, composer.email);
      if (row?.status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });

    // Several more polls go by; the message is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s and is capped at one hour', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000,
    ]);
    expect(retryDelayMs(7)).toBe(60 * 60 * 1000);
    expect(retryDelayMs(8)).toBe(60 * 60 * 1000);
    expect(retryDelayMs(1_000)).toBe(60 * 60 * 1000);
    expect(retryDelayMs(-1)).toBe(30_000);
  });
});
