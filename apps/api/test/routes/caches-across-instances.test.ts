import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComposerRequest, Paged, Profile, Session, Tokens } from '@cuebrief/shared';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/sessions.service';
import { TEST_PASSWORD, createAccount, logIn, loginAs } from '../helpers/accounts';
import { call } from '../helpers/api';
import { REQUEST, briefBody, createRequest } from '../helpers/requests';
import { createSharedStore, type SharedStore } from '../helpers/shared-store';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { createTestClock, type TestClock } from '../helpers/test-clock';

/**
 * What an instance keeps in memory (accounts, sessions' states, the composers' open-request
 * pages) agrees with a change made on another instance within 200 ms
 * (docs/contracts.md#caches-across-instances). Each instance has a test clock of its own that
 * stands still, so nothing it keeps ever expires here: only the notice can drop it. The time to
 * a change is real time, polled every 10 ms; docs/benchmarks.md has its figures.
 */

const AUTH = '/users/v1/auth';
const WITHIN_MS = 200;
const POLL_EVERY_MS = 10;
const GIVE_UP_MS = 5_000;
const NO_DEMO = { DEMO_DATA: 'false' };
const NEW_PASSWORD = 'a brand new passphrase';

const profile = (app: FastifyInstance, token: string) =>
  call<Profile>(app, 'GET', `${AUTH}/profile`, { token });
const changePassword = (app: FastifyInstance, token: string, from: string, to: string) =>
  call<Tokens>(app, 'PUT', `${AUTH}/change-password`, {
    token,
    body: { currentPassword: from, newPassword: to },
  });
const refresh = (app: FastifyInstance, refreshToken: string) =>
  call<Tokens>(app, 'POST', `${AUTH}/refresh-token`, { body: { refreshToken } });
/** Renames the holder of `token` through `app`: a profile change. */
async function rename(app: FastifyInstance, token: string): Promise<void> {
  const body = { firstName: 'Renamed' };
  const updated = await call(app, 'PUT', `${AUTH}/update-profile`, { token, body });
  expect(updated.statusCode, updated.raw).toBe(200);
}
const isRenamedOn = (app: FastifyInstance, token: string) => async () =>
  (await profile(app, token)).body.data.firstName === 'Renamed';
const openRequests = (app: FastifyInstance, token: string) =>
  call<Paged<ComposerRequest>>(app, 'GET', `${REQUEST}/composer/requests`, { token });

/**
 * Real milliseconds until `holds` answers true, asking every 10 ms from now (the moment the
 * change was answered); fails after 5 s.
 */
async function msUntil(holds: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await holds()) return performance.now() - started;
    if (performance.now() - started > GIVE_UP_MS) throw new Error('still not seen after 5 s');
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}

const isRefusedOn = (app: FastifyInstance, token: string) => async () =>
  (await profile(app, token)).statusCode === 401;

/** `token` works on `app` now, so `app` keeps its account and session as living. */
async function expectServedOn(app: FastifyInstance, token: string): Promise<void> {
  const response = await profile(app, token);
  expect(response.statusCode, response.raw).toBe(200);
}

async function expectSeenWithin(what: string, holds: () => Promise<boolean>): Promise<void> {
  const ms = await msUntil(holds);
  expect(ms, `${what}: seen after ${ms.toFixed(1)} ms`).toBeLessThanOrEqual(WITHIN_MS);
}

let store: SharedStore;
beforeAll(async () => {
  store = await createSharedStore();
});
afterAll(() => store.drop());

// On either database, the instance that made a change drops what it kept at once: the next
// call sees it, with no wait.
describe('one instance', () => {
  let one: FastifyInstance;
  beforeAll(async () => {
    one = await store.start(NO_DEMO);
  });
  afterAll(() => one.close());

  it('refuses an old access token at the next call after a password change', async () => {
    const { accessToken } = await loginAs(one, 'Client');
    await expectServedOn(one, accessToken);
    const changed = await changePassword(one, accessToken, TEST_PASSWORD, NEW_PASSWORD);
    expect(changed.statusCode, changed.raw).toBe(200);
    expect(await isRefusedOn(one, accessToken)()).toBe(true);
    await expectServedOn(one, changed.body.data.accessToken);
  });

  it('shows a new open request to composers at the next call', async () => {
    const composer = await loginAs(one, 'Composer');
    const client = await loginAs(one, 'Client');
    const before = (await openRequests(one, composer.accessToken)).body.data.total;
    const created = await createRequest(one, client.accessToken, briefBody(createTestClock()));
    expect(created.statusCode, created.raw).toBe(200);
    expect((await openRequests(one, composer.accessToken)).body.data.total).toBe(before + 1);
  });

  it('shows a profile change at the next call', async () => {
    const { accessToken } = await loginAs(one, 'Composer');
    await expectServedOn(one, accessToken);
    await rename(one, accessToken);
    expect(await isRenamedOn(one, accessToken)()).toBe(true);
  });
});

// One process owns an embedded database's folder, so only a server has instances side by side.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let clockOfA: TestClock;
  beforeAll(async () => {
    clockOfA = createTestClock();
    a = await store.start(NO_DEMO, { clock: clockOfA });
    b = await store.start(NO_DEMO);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('both listen for changes', () => {
    expect(a.services.caches.isHearing).toBe(true);
    expect(b.services.caches.isHearing).toBe(true);
  });

  it('a password change on one: the other refuses the old access token within 200 ms', async () => {
    const { accessToken } = await loginAs(a, 'Client');
    await expectServedOn(b, accessToken);
    const changed = await changePassword(a, accessToken, TEST_PASSWORD, NEW_PASSWORD);
    expect(changed.statusCode, changed.raw).toBe(200);
    await expectSeenWithin('password change', isRefusedOn(b, accessToken));
    await expectServedOn(b, changed.body.data.accessToken);
  });

  it('a logout on one: the other refuses its access token within 200 ms', async () => {
    const { accessToken, refreshToken } = await loginAs(a, 'Composer');
    await expectServedOn(b, accessToken);
    const logout = await call(a, 'POST', `${AUTH}/logout`, { body: { refreshToken } });
    expect(logout.statusCode, logout.raw).toBe(200);
    await expectSeenWithin('logout', isRefusedOn(b, accessToken));
  });

  it('a session ended by a replayed refresh token on one: the other refuses its access tokens within 200 ms', async () => {
    const user = await createAccount(a, 'Client');
    const laptop = await logIn(a, user.email);
    const phone = await logIn(a, user.email);
    expect((await refresh(a, laptop.refreshToken)).statusCode).toBe(200);
    await expectServedOn(b, laptop.accessToken);
    await expectServedOn(b, phone.accessToken);
    clockOfA.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refresh(a, laptop.refreshToken)).statusCode).toBe(401);
    await expectSeenWithin('replayed refresh token', isRefusedOn(b, laptop.accessToken));
    // The person's other session goes on.
    await expectServedOn(b, phone.accessToken);
  });

  it('a session ended from another on one: the other refuses its access token within 200 ms', async () => {
    const user = await createAccount(a, 'Composer');
    const laptop = await logIn(a, user.email);
    const phone = await logIn(a, user.email);
    await expectServedOn(b, phone.accessToken);
    const sessions = await call<Session[]>(a, 'GET', `${AUTH}/sessions`, {
      token: laptop.accessToken,
    });
    const other = sessions.body.data.find((session) => !session.current);
    const ended = await call(a, 'DELETE', `${AUTH}/sessions/${other?.id}`, {
      token: laptop.accessToken,
    });
    expect(ended.statusCode, ended.raw).toBe(200);
    await expectSeenWithin('ended session', isRefusedOn(b, phone.accessToken));
    await expectServedOn(b, laptop.accessToken);
  });

  it("an account's removal on one: the other refuses its access token within 200 ms", async () => {
    const { accessToken } = await loginAs(a, 'Composer');
    await expectServedOn(b, accessToken);
    const removed = await call(a, 'DELETE', `${AUTH}/composer/remove-account`, {
      token: accessToken,
    });
    expect(removed.statusCode, removed.raw).toBe(200);
    await expectSeenWithin('removal', isRefusedOn(b, accessToken));
  });

  // A sign-up is decided while it is pending, so it has no token to refuse yet: what the other
  // instance keeps of the account is what must follow.
  it("an admin's rejection or acceptance on one: the other's account read follows within 200 ms", async () => {
    const admin = await loginAs(a, 'Admin');
    for (const [path, status] of [
      ['users-access/reject', 'rejected'],
      ['users-access', 'approved'],
    ] as const) {
      const pending = await createAccount(a, 'Client', { status: 'pending' });
      expect((await b.services.users.findById(pending.id))?.status).toBe('pending');
      const decided = await call(a, 'POST', `${AUTH}/${path}/${pending.id}`, {
        token: admin.accessToken,
      });
      expect(decided.statusCode, decided.raw).toBe(200);
      await expectSeenWithin(
        status,
        async () => (await b.services.users.findById(pending.id))?.status === status,
      );
    }
  });

  it('a profile change on one: the other shows it within 200 ms', async () => {
    const { accessToken } = await loginAs(a, 'Client');
    await expectServedOn(b, accessToken);
    await rename(a, accessToken);
    await expectSeenWithin('profile change', isRenamedOn(b, accessToken));
  });

  it("a new open request on one: the other's composers list it within 200 ms", async () => {
    const composer = await loginAs(b, 'Composer');
    const client = await loginAs(a, 'Client');
    const before = (await openRequests(b, composer.accessToken)).body.data.total;
    const created = await createRequest(a, client.accessToken, briefBody(clockOfA));
    expect(created.statusCode, created.raw).toBe(200);
    await expectSeenWithin(
      'new open request',
      async () => (await openRequests(b, composer.accessToken)).body.data.total === before + 1,
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('an instance that lost its listening connection', () => {
  it('drops everything it kept, so a change it did not hear is seen, and hears again once back', async () => {
    const server = new URL(store.configOf().databaseUrl!);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const throughProxy = new URL(server);
    throughProxy.port = String(proxy.port);
    const a = await store.start(NO_DEMO);
    const b = await store.start(NO_DEMO, { config: { databaseUrl: throughProxy.toString() } });
    try {
      const { accessToken } = await loginAs(a, 'Composer');
      await expectServedOn(b, accessToken);

      await proxy.stop();
      await vi.waitFor(() => expect(b.services.caches.isHearing).toBe(false));
      const changed = await changePassword(a, accessToken, TEST_PASSWORD, NEW_PASSWORD);
      expect(changed.statusCode, changed.raw).toBe(200);
      await proxy.start();
      // The notice went while b was cut off; b dropped what it kept when it lost the connection.
      expect(await isRefusedOn(b, accessToken)()).toBe(true);

      await vi.waitFor(() => expect(b.services.caches.isHearing).toBe(true), { timeout: 10_000 });
      const newToken = changed.body.data.accessToken;
      await expectServedOn(b, newToken);
      const again = await changePassword(a, newToken, NEW_PASSWORD, TEST_PASSWORD);
      expect(again.statusCode, again.raw).toBe(200);
      await expectSeenWithin('password change after listening again', isRefusedOn(b, newToken));
    } finally {
      await proxy.start().catch(() => {});
      await b.close();
      await a.close();
      await proxy.stop();
    }
  });
});
