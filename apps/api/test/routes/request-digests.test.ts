import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  createRequestBodySchema,
  type ClientRequest,
  type OutboxMessage,
  type Profile,
} from '@cuebrief/shared';
import { users, type UserRow } from '../../src/db/schema';
import { call } from '../helpers/api';
import { createAccount, logIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { mailTo } from '../helpers/mail';
import { briefBody, createRequest, dayFrom } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DIGEST_SUBJECT = /^(A new request|\d+ new requests) on Cuebrief$/;

const t = useTestApp();
const signedIn = useEveryRole(t);

/** The requests worker's digest runs: the worker is off in tests, so they run it themselves. */
const digests = () => t.app.services.requestDigests;

/** The digests one address was sent, oldest first. */
async function digestsTo(email: string): Promise<OutboxMessage[]> {
  const mails = await mailTo(t.app, email);
  return mails.filter((mail) => DIGEST_SUBJECT.test(mail.subject)).reverse();
}

/** A composer (approved and opted in unless told otherwise), made one second from now. */
async function composer(options: Parameters<typeof createAccount>[2] = {}): Promise<UserRow> {
  t.clock.advance(1000);
  const user = await createAccount(t.app, 'Composer', options);
  t.clock.advance(1000);
  return user;
}

/** A request created through the API by the test client, one second from now. */
async function posted(overrides: Parameters<typeof briefBody>[1] = {}): Promise<ClientRequest> {
  t.clock.advance(1000);
  const response = await createRequest(
    t.app,
    signedIn.Client.accessToken,
    briefBody(t.clock, overrides),
  );
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** Requests stored directly, as seeding does: no digest runs for them. */
async function imported(count: number, overrides: Parameters<typeof briefBody>[1] = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    clientId: signedIn.Client.user.id,
    brief: createRequestBodySchema.parse(
      briefBody(t.clock, { brief: `Imported brief ${i}`, ...overrides }),
    ),
    createdAt: new Date(t.clock.now().getTime() + (i + 1) * 1000),
  }));
  t.clock.advance((count + 1) * 1000);
  await t.app.services.requests.importRequests(rows);
}

/** Moves the clock on and signs the test accounts in again (tokens last 15 minutes). */
async function travel(ms: number): Promise<void> {
  t.clock.advance(ms);
  await signedIn.signInAgain();
}

const pageOf = (id: string) => `${t.config.publicUrl}/requests/${id}`;

describe('the new-request digest', () => {
  it('mails every approved composer who opted in, once, on the run after a request is created', async () => {
    const optedIn = await composer();
    const others = [
      await composer({ notifyNewRequests: false }),
      await composer({ status: 'pending' }),
      await composer({ status: 'rejected' }),
    ];
    const removed = await composer();
    await t.app.services.users.removeAccount(removed);

    const request = await posted();
    // Creating the request mails nobody: its client does not wait for the digests.
    expect(await digestsTo(optedIn.email)).toEqual([]);
    await digests().sendDueDigests();

    const [digest, ...more] = await digestsTo(optedIn.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('A new request on Cuebrief');
    expect(digest!.text).toContain('Hello Composer,');
    expect(digest!.text).toContain(request.title);
    expect(digest!.text).toContain(`Budget $4,500.50, deadline ${request.deadline}`);
    expect(digest!.text).toContain(pageOf(request.id));
    expect(digest!.text).toContain(`${t.config.publicUrl}/settings`);
    // Composers never learn who asks.
    for (const secret of [
      request.name,
      request.email,
      request.phone!,
      signedIn.Client.user.email,
    ]) {
      expect(digest!.text).not.toContain(secret);
    }

    for (const other of [...others, removed]) expect(await digestsTo(other.email)).toEqual([]);
    for (const role of ['Client', 'Admin'] as const) {
      expect(await digestsTo(signedIn[role].user.email)).toEqual([]);
    }
  });

  it('goes at most once an hour, and the next lists only what came since', async () => {
    const lena = await composer();
    const first = await posted({ brief: 'The first brief' });
    await digests().sendDueDigests();
    expect(await digestsTo(lena.email)).toHaveLength(1);

    await travel(10 * MINUTE_MS);
    const second = await posted({ brief: 'The second brief' });
    const third = await posted({ brief: 'The third brief' });
    await digests().sendDueDigests();
    expect(await digestsTo(lena.email)).toHaveLength(1);

    // An hour after the first digest to the millisecond: due again.
    const [sent] = await digestsTo(lena.email);
    t.clock.set(new Date(new Date(sent!.createdAt).getTime() + HOUR_MS));
    await digests().sendDueDigests();
    const [, next, ...more] = await digestsTo(lena.email);
    expect(more).toEqual([]);
    expect(next!.subject).toBe('2 new requests on Cuebrief');
    expect(next!.text).not.toContain(pageOf(first.id));
    // Newest first.
    expect(next!.text.indexOf(pageOf(third.id))).toBeLessThan(
      next!.text.indexOf(pageOf(second.id)),
    );
    expect(next!.text.indexOf(pageOf(second.id))).toBeGreaterThan(0);

    await digests().sendDueDigests();
    await travel(2 * HOUR_MS);
    await digests().sendDueDigests();
    expect(await digestsTo(lena.email)).toHaveLength(2);
  });

  it('lists no request that closed before it went out, and is not sent when all have', async () => {
    const theo = await composer();
    await posted();
    await digests().sendDueDigests();
    expect(await digestsTo(theo.email)).toHaveLength(1);

    await travel(MINUTE_MS);
    const closedEarly = await posted();
    const closeResponse = await call(
      t.app,
      'POST',
      `/users/v1/request/client/request/${closedEarly.id}/close`,
      { token: signedIn.Client.accessToken },
    );
    expect(closeResponse.statusCode).toBe(200);
    await posted({ deadline: dayFrom(t.clock, 0) });

    // The next day: both new requests are closed, one by its client, one by its deadline.
    await travel(24 * HOUR_MS);
    await digests().sendDueDigests();
    expect(await digestsTo(theo.email)).toHaveLength(1);

    const fresh = await posted();
    await digests().sendDueDigests();
    const [, next] = await digestsTo(theo.email);
    expect(next!.subject).toBe('A new request on Cuebrief');
    expect(next!.text).toContain(pageOf(fresh.id));
    expect(next!.text).not.toContain(pageOf(closedEarly.id));
  });

  it('tells a composer only about requests created after their approval', async () => {
    const nina = await composer({ status: 'pending' });
    const before = await posted();
    await travel(1000);
    const accepted = await call<Profile>(t.app, 'POST', `/users/v1/auth/users-access/${nina.id}`, {
      token: signedIn.Admin.accessToken,
    });
    expect(accepted.statusCode).toBe(200);
    t.clock.advance(1000);
    await digests().sendDueDigests();
    expect(await digestsTo(nina.email)).toEqual([]);

    const after = await posted();
    await digests().sendDueDigests();
    const [digest] = await digestsTo(nina.email);
    expect(digest!.text).toContain(pageOf(after.id));
    expect(digest!.text).not.toContain(pageOf(before.id));
  });

  it('stops when the composer opts out in their profile, and starts again when they opt in', async () => {
    const sofia = await composer();
    const { accessToken } = await logIn(t.app, sofia.email);
    const choose = async (notifyNewRequests: boolean) => {
      const response = await call<Profile>(t.app, 'PUT', '/users/v1/auth/update-profile', {
        token: accessToken,
        body: { notifyNewRequests },
      });
      expect(response.statusCode, response.raw).toBe(200);
      expect(response.body.data.notifyNewRequests).toBe(notifyNewRequests);
    };

    await choose(false);
    await posted();
    await digests().sendDueDigests();
    expect(await digestsTo(sofia.email)).toEqual([]);

    await choose(true);
    const wanted = await posted();
    await digests().sendDueDigests();
    const [digest, ...more] = await digestsTo(sofia.email);
    expect(more).toEqual([]);
    expect(digest!.text).toContain(pageOf(wanted.id));
  });

  it('lists the ten newest requests and links to the list for the rest', async () => {
    const kwame = await composer();
    await posted();
    await digests().sendDueDigests();
    await imported(12);
    await travel(HOUR_MS);
    await digests().sendDueDigests();
    const [, digest] = await digestsTo(kwame.email);
    expect(digest!.subject).toBe('12 new requests on Cuebrief');
    expect(digest!.text.match(/\/requests\/[0-9a-f-]{36}/g)).toHaveLength(10);
    expect(digest!.text).toContain(`…and 2 more: ${t.config.publicUrl}/requests-history`);
  });

  it('mails a composer once when two runs come at the same moment', async () => {
    const ben = await composer();
    await imported(1);
    const counts = await Promise.all([digests().sendDueDigests(), digests().sendDueDigests()]);
    expect(counts.some((count) => count > 0)).toBe(true);
    expect(await digestsTo(ben.email)).toHaveLength(1);
  });

  it('leaves neither mail nor stamp when a run fails, and the next run sends it', async () => {
    const aisha = await composer();
    await imported(1);
    const { mail } = t.app.services;
    const queueAll = mail.queueAll;
    const spy = vi.spyOn(mail, 'queueAll').mockImplementation(async (tx, messages) => {
      await queueAll(tx, messages);
      throw new Error('the connection dropped after the mail was written');
    });
    try {
      await expect(digests().sendDueDigests()).rejects.toThrow('connection dropped');
    } finally {
      spy.mockRestore();
    }
    expect(await digestsTo(aisha.email)).toEqual([]);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, aisha.id));
    expect(row?.lastRequestDigestAt).toBeNull();

    await digests().sendDueDigests();
    expect(await digestsTo(aisha.email)).toHaveLength(1);
  });

  it('is sent by the requests worker every interval until it stops', async () => {
    const olivia = await composer();
    await imported(1);
    const stop = t.app.services.requests.startWorker(10);
    try {
      await vi.waitFor(async () => expect(await digestsTo(olivia.email)).toHaveLength(1), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await stop();
    }
    await travel(HOUR_MS);
    await imported(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await digestsTo(olivia.email)).toHaveLength(1);
  });
});
