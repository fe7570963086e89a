import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountStatus, OutboxMessage, Paged, Profile, Role, Tokens } from '@cuebrief/shared';
import type { UserRow } from '../../src/db/schema';
import { call, expectRefusal, type ApiResponse } from '../helpers/api';
import { TEST_PASSWORD, logIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { countRows } from '../helpers/row-counts';
import { useTestApp } from '../helpers/test-app';
import { refusedUnless } from '../helpers/who-may';

const AUTH = '/users/v1/auth';
const DAY_MS = 24 * 60 * 60 * 1000;

const t = useTestApp();
const signedIn = useEveryRole(t);

/** An account created one second after the previous one, so "oldest first" has a meaning. */
async function account(
  role: Role,
  status: AccountStatus,
  fields: {
    email?: string;
    firstName?: string;
    lastName?: string;
    clientAgencyName?: string;
  } = {},
): Promise<UserRow> {
  t.clock.advance(1000);
  const tag = randomUUID().slice(0, 8);
  return t.app.services.users.createAccount(
    {
      role,
      status,
      email: fields.email ?? `${role.toLowerCase()}-${tag}@test.example`,
      password: TEST_PASSWORD,
      firstName: fields.firstName ?? role,
      lastName: fields.lastName ?? 'Tester',
      trialEndsAt: null,
      ...(role === 'Client' ? { clientAgencyName: fields.clientAgencyName ?? 'Test Agency' } : {}),
      ...(role === 'Composer' ? { pro: 'PRS', ipiNumber: '00123456789' } : {}),
    },
    { notify: false },
  );
}

const asAdmin = <T>(method: 'GET' | 'POST', url: string, query?: Record<string, string>) =>
  call<T>(t.app, method, `${AUTH}${url}`, { token: signedIn.Admin.accessToken, query });
const accept = (id: string) => asAdmin<Profile>('POST', `/users-access/${id}`);
const reject = (id: string) => asAdmin<Profile>('POST', `/users-access/reject/${id}`);
const pending = (list: 'composers-access' | 'clients-access') =>
  asAdmin<Profile[]>('GET', `/${list}`);
const allOf = (list: 'all-composers' | 'all-clients', query: Record<string, string>) =>
  asAdmin<Paged<Profile>>('GET', `/${list}`, query);
const login = (email: string) =>
  call<Tokens>(t.app, 'POST', `${AUTH}/login`, { body: { email, password: TEST_PASSWORD } });

/** Every outbox message to one address, read the way an admin reads it. */
async function mailTo(email: string): Promise<OutboxMessage[]> {
  const found: OutboxMessage[] = [];
  for (let page = 1; ; page++) {
    const response = await call<Paged<OutboxMessage>>(t.app, 'GET', '/users/v1/mail/outbox', {
      token: signedIn.Admin.accessToken,
      query: { page: String(page), pageSize: '100' },
    });
    expect(response.statusCode).toBe(200);
    found.push(...response.body.data.data.filter((message) => message.to === email));
    if (page * 100 >= response.body.data.total) return found;
  }
}

const statusOf = async (id: string) => (await t.app.services.users.findById(id))?.status;

describe('who may call the account administration routes', () => {
  const routes: [string, 'GET' | 'POST', (id: string) => string][] = [
    ['pending composers', 'GET', () => '/composers-access'],
    ['pending clients', 'GET', () => '/clients-access'],
    ['all composers', 'GET', () => '/all-composers?page=1'],
    ['all clients', 'GET', () => '/all-clients?page=1'],
    ['accept', 'POST', (id) => `/users-access/${id}`],
    ['reject', 'POST', (id) => `/users-access/reject/${id}`],
  ];

  it.each(routes)('%s: guest 401, Client and Composer 403, Admin 200', async (_, method, path) => {
    const target = await account('Composer', 'pending');
    const before = await countRows(t.app);

    for (const [, caller] of refusedUnless('Admin')) {
      const response = await call(t.app, method, `${AUTH}${path(target.id)}`, {
        token: signedIn.tokenOf(caller.role),
      });
      expectRefusal(response, caller.status, caller.error);
    }
    // Nothing was decided and nothing was mailed by the refused calls.
    expect(await statusOf(target.id)).toBe('pending');
    expect(await countRows(t.app)).toEqual(before);

    const allowed = await call(t.app, method, `${AUTH}${path(target.id)}`, {
      token: signedIn.Admin.accessToken,
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body.status.code).toBe(200);
  });

  it('gives a pending account no token at all', async () => {
    const user = await account('Client', 'pending');
    const response = await login(user.email);
    expect(response.statusCode).toBe(403);
    expect(response.body.status.error).toBe('ACCOUNT_PENDING');
    expect(response.body.data).toBeNull();
  });
});

describe('pending lists', () => {
  it('list only the pending accounts of their role, oldest first', async () => {
    const first = await account('Composer', 'pending');
    const otherRole = await account('Client', 'pending');
    const approved = await account('Composer', 'approved');
    const rejected = await account('Composer', 'rejected');
    const second = await account('Composer', 'pending');
    const secondClient = await account('Client', 'pending');

    const composers = await pending('composers-access');
    expect(composers.statusCode).toBe(200);
    expect(Array.isArray(composers.body.data)).toBe(true);
    for (const profile of composers.body.data) {
      expect(profile).toMatchObject({ role: 'Composer', status: 'pending' });
    }
    const composerIds = composers.body.data.map((p) => p.uuid);
    expect(composerIds).toContain(first.id);
    expect(composerIds).toContain(second.id);
    expect(composerIds.indexOf(first.id)).toBeLessThan(composerIds.indexOf(second.id));
    for (const id of [
      otherRole.id,
      approved.id,
      rejected.id,
      secondClient.id,
      signedIn.Composer.user.id,
    ]) {
      expect(composerIds).not.toContain(id);
    }
    const created = composers.body.data.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((a, b) => a - b));

    const clients = await pending('clients-access');
    expect(clients.statusCode).toBe(200);
    for (const profile of clients.body.data) {
      expect(profile).toMatchObject({ role: 'Client', status: 'pending' });
    }
    const clientIds = clients.body.data.map((p) => p.uuid);
    expect(clientIds.indexOf(otherRole.id)).toBeGreaterThanOrEqual(0);
    expect(clientIds.indexOf(otherRole.id)).toBeLessThan(clientIds.indexOf(secondClient.id));
    expect(clientIds).not.toContain(first.id);
    expect(clientIds).not.toContain(signedIn.Client.user.id);
  });

  it('reload after decisions: a decided account leaves its pending list', async () => {
    const accepted = await account('Composer', 'pending');
    const refused = await account('Composer', 'pending');
    const waiting = await account('Composer', 'pending');
    const acceptedClient = await account('Client', 'pending');

    expect((await accept(accepted.id)).statusCode).toBe(200);
    expect((await reject(refused.id)).statusCode).toBe(200);
    expect((await accept(acceptedClient.id)).statusCode).toBe(200);

    const composerIds = (await pending('composers-access')).body.data.map((p) => p.uuid);
    expect(composerIds).not.toContain(accepted.id);
    expect(composerIds).not.toContain(refused.id);
    expect(composerIds).toContain(waiting.id);
    const clientIds = (await pending('clients-access')).body.data.map((p) => p.uuid);
    expect(clientIds).not.toContain(acceptedClient.id);

    // The paged lists show the new states.
    const all = await allOf('all-composers', { page: '1', pageSize: '100', status: 'approved' });
    expect(all.body.data.data.map((p) => p.uuid)).toContain(accepted.id);
  });
});

describe('paged lists of all composers and clients', () => {
  it('pages 20 at a time by default, newest first, up to 100 on request', async () => {
    const tag = `pg${randomBytes(4).toString('hex')}`;
    const created: UserRow[] = [];
    for (let i = 0; i < 25; i++) {
      created.push(
        await account('Composer', i % 3 === 0 ? 'pending' : 'approved', {
          email: `${tag}-${i}@test.example`,
        }),
      );
    }
    const newestFirst = created.map((u) => u.id).reverse();

    const first = await allOf('all-composers', { page: '1', search: tag });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 20, total: 25 });
    expect(first.body.data.data.map((p) => p.uuid)).toEqual(newestFirst.slice(0, 20));

    const second = await allOf('all-composers', { page: '2', search: tag });
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 20, total: 25 });
    expect(second.body.data.data.map((p) => p.uuid)).toEqual(newestFirst.slice(20));

    const beyond = await allOf('all-composers', { page: '3', search: tag });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body.data).toEqual({ data: [], page: 3, pageSize: 20, total: 25 });

    const big = await allOf('all-composers', { page: '1', pageSize: '100', search: tag });
    expect(big.body.data.pageSize).toBe(100);
    expect(big.body.data.data.map((p) => p.uuid)).toEqual(newestFirst);

    const small = await allOf('all-composers', { page: '3', pageSize: '10', search: tag });
    expect(small.body.data.data.map((p) => p.uuid)).toEqual(newestFirst.slice(20, 25));

    // Without a search, the list holds every composer and no one else.
    const whole = await allOf('all-composers', { page: '1' });
    expect(whole.body.data).toMatchObject({ page: 1, pageSize: 20 });
    expect(whole.body.data.data).toHaveLength(20);
    expect(whole.body.data.total).toBeGreaterThanOrEqual(26);
    for (const profile of whole.body.data.data) expect(profile.role).toBe('Composer');
    const clients = await allOf('all-clients', { page: '1', pageSize: '100' });
    for (const profile of clients.body.data.data) expect(profile.role).toBe('Client');
    const clientIds = clients.body.data.data.map((p) => p.uuid);
    expect(clientIds).toContain(signedIn.Client.user.id);
    expect(clientIds).not.toContain(signedIn.Composer.user.id);
    expect(clientIds).not.toContain(signedIn.Admin.user.id);
  });

  it.each([
    ['page', '0'],
    ['page', 'abc'],
    ['page', '-1'],
    ['page', '1.5'],
    ['pageSize', '101'],
    ['pageSize', '0'],
    ['status', 'deleted'],
  ])('refuses %s=%s with 400 naming the field', async (field, value) => {
    for (const list of ['all-composers', 'all-clients'] as const) {
      const response = await allOf(list, { page: '1', [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.body.status.error).toBe('VALIDATION_FAILED');
      expect(response.body.status.fields?.map((f) => f.field)).toEqual([field]);
      expect(response.body.data).toBeNull();
    }
  });

  it('accepts pageSize 100', async () => {
    const response = await allOf('all-clients', { page: '1', pageSize: '100' });
    expect(response.statusCode).toBe(200);
    expect(response.body.data.pageSize).toBe(100);
  });

  describe('search and status filter', () => {
    const tag = `sr${randomBytes(4).toString('hex')}`;
    let percent: UserRow;
    let underscore: UserRow;
    let plain: UserRow;
    let percentDecoy: UserRow;
    let underscoreDecoy: UserRow;
    let sameTagComposer: UserRow;
    let removed: UserRow;

    beforeAll(async () => {
      percent = await account('Client', 'approved', {
        firstName: 'Marguerite',
        lastName: 'Okonkwo',
        email: `m.${tag}@agency.example`,
        clientAgencyName: `100% Pure ${tag}`,
      });
      underscore = await account('Client', 'pending', {
        firstName: 'Tobiasz',
        lastName: 'Ferreira',
        email: `t.${tag}@agency.example`,
        clientAgencyName: `Under_Score ${tag}`,
      });
      plain = await account('Client', 'rejected', {
        firstName: 'Ines',
        lastName: 'Halvorsendottir',
        email: `ines.${tag}@plainmail.example`,
        clientAgencyName: `Plain Works ${tag}`,
      });
      percentDecoy = await account('Client', 'approved', {
        email: `d1.${tag}@agency.example`,
        clientAgencyName: `100X Pure ${tag}`,
      });
      underscoreDecoy = await account('Client', 'pending', {
        email: `d2.${tag}@agency.example`,
        clientAgencyName: `UnderXScore ${tag}`,
      });
      sameTagComposer = await account('Composer', 'approved', {
        email: `composer.${tag}@agency.example`,
      });
      // Removed: personal data is erased, the agency name stays for the records others keep.
      removed = await account('Client', 'approved', {
        firstName: 'Gone',
        email: `gone.${tag}@agency.example`,
        clientAgencyName: `Gone Agency ${tag}`,
      });
      const { accessToken } = await logIn(t.app, removed.email);
      const out = await call(t.app, 'DELETE', `${AUTH}/client/remove-account`, {
        token: accessToken,
      });
      expect(out.statusCode).toBe(200);
    });

    const search = async (text: string, extra: Record<string, string> = {}) => {
      const response = await allOf('all-clients', {
        page: '1',
        pageSize: '100',
        search: text,
        ...extra,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body.data.total).toBe(response.body.data.data.length);
      return response.body.data.data.map((p) => p.uuid);
    };

    it('matches name, email and agency, case-insensitively, and only accounts of the role', async () => {
      expect((await search(tag)).sort()).toEqual(
        [percent.id, underscore.id, plain.id, percentDecoy.id, underscoreDecoy.id].sort(),
      );
      expect(await search('MARGUERITE')).toEqual([percent.id]);
      expect(await search('halvorsenDOTTIR')).toEqual([plain.id]);
      expect(await search(`INES.${tag.toUpperCase()}@PLAINMAIL`)).toEqual([plain.id]);
      expect(await search(`plain works ${tag}`.toUpperCase())).toEqual([plain.id]);
      expect(await search(`  tobiasz  `)).toEqual([underscore.id]);
      expect(await search(`nothing-matches-${tag}`)).toEqual([]);

      const composers = await allOf('all-composers', { page: '1', search: tag });
      expect(composers.body.data.data.map((p) => p.uuid)).toEqual([sameTagComposer.id]);
    });

    it('treats % and _ as literal characters', async () => {
      expect(await search('100%')).toEqual([percent.id]);
      expect(await search('%')).toEqual([percent.id]);
      expect(await search('under_score')).toEqual([underscore.id]);
      expect(await search('_')).toEqual([underscore.id]);
      expect(await search('\\')).toEqual([]);
    });

    it('filters by status', async () => {
      expect((await search(tag, { status: 'approved' })).sort()).toEqual(
        [percent.id, percentDecoy.id].sort(),
      );
      expect((await search(tag, { status: 'pending' })).sort()).toEqual(
        [underscore.id, underscoreDecoy.id].sort(),
      );
      expect(await search(tag, { status: 'rejected' })).toEqual([plain.id]);
      expect(await search('Okonkwo', { status: 'pending' })).toEqual([]);
    });

    it('never lists a removed account', async () => {
      expect(await search(`Gone Agency ${tag}`)).toEqual([]);
      expect(await search('Removed')).not.toContain(removed.id);
      for (let page = 1; ; page++) {
        const response = await allOf('all-clients', { page: String(page), pageSize: '100' });
        expect(response.body.data.data.map((p) => p.uuid)).not.toContain(removed.id);
        if (page * 100 >= response.body.data.total) break;
      }
      expect((await pending('clients-access')).body.data.map((p) => p.uuid)).not.toContain(
        removed.id,
      );
      // Nor can it be decided.
      const before = await countRows(t.app);
      expect((await reject(removed.id)).statusCode).toBe(404);
      expect(await countRows(t.app)).toEqual(before);
    });
  });
});

describe('accepting and rejecting sign-ups', () => {
  it('accepts a pending composer, who is mailed and can log in', async () => {
    const user = await account('Composer', 'pending');
    const response = await accept(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.body.status.message).toBe('Account accepted');
    expect(response.body.data).toMatchObject({
      uuid: user.id,
      role: 'Composer',
      status: 'approved',
      email: user.email,
      trialEndsAt: null,
      isSubscriptionEnabled: true,
      writingAccess: true,
    });

    const mails = await mailTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: user.email,
      subject: 'Your Cuebrief account is approved',
    });
    expect(mails[0]!.text).toContain('approved');

    const tokens = await login(user.email);
    expect(tokens.statusCode).toBe(200);
    const me = await call<Profile>(t.app, 'GET', `${AUTH}/profile`, {
      token: tokens.body.data.accessToken,
    });
    expect(me.body.data).toMatchObject({ uuid: user.id, status: 'approved' });
  });

  it('accepts a pending client with a 14-day trial from the decision', async () => {
    const user = await account('Client', 'pending');
    // Decided three days after the sign-up; the admin logs in again, as a real one would.
    t.clock.advance(3 * DAY_MS);
    await signedIn.signInAgain();
    const decidedAt = t.clock.now().getTime();
    const response = await accept(user.id);
    expect(response.statusCode).toBe(200);
    const trialEndsAt = new Date(decidedAt + 14 * DAY_MS).toISOString();
    expect(response.body.data).toMatchObject({
      uuid: user.id,
      role: 'Client',
      status: 'approved',
      trialEndsAt,
      isSubscriptionEnabled: true,
      writingAccess: true,
    });

    const mails = await mailTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Cuebrief account is approved']);
    const outbox = await t.app.services.mail.pageOutbox({ page: 1, pageSize: 100 });
    expect(outbox.data.filter((m) => m.to === user.email)).toHaveLength(1);

    const tokens = await login(user.email);
    expect(tokens.statusCode).toBe(200);
    const me = await call<Profile>(t.app, 'GET', `${AUTH}/profile`, {
      token: tokens.body.data.accessToken,
    });
    expect(me.body.data).toMatchObject({ status: 'approved', trialEndsAt });
  });

  it.each<Role>(['Composer', 'Client'])(
    'rejects a pending %s, who is mailed and refused at login',
    async (role) => {
      const user = await account(role, 'pending');
      const response = await reject(user.id);
      expect(response.statusCode).toBe(200);
      expect(response.body.status.message).toBe('Account rejected');
      expect(response.body.data).toMatchObject({
        uuid: user.id,
        status: 'rejected',
        trialEndsAt: null,
        writingAccess: false,
      });

      const mails = await mailTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Your Cuebrief sign-up');
      expect(mails[0]!.text).toContain('not able to approve your account');

      const refused = await login(user.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.status.error).toBe('ACCOUNT_REJECTED');
      expect(refused.body.data).toBeNull();
    },
  );

  it('accepts a rejected account when the admin changes their mind', async () => {
    const user = await account('Client', 'rejected');
    const response = await accept(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'approved',
      trialEndsAt: new Date(t.clock.now().getTime() + 14 * DAY_MS).toISOString(),
      isSubscriptionEnabled: true,
    });
    expect((await mailTo(user.email)).map((m) => m.subject)).toEqual([
      'Your Cuebrief account is approved',
    ]);
    expect((await login(user.email)).statusCode).toBe(200);
  });

  describe('refused decisions change nothing and mail no one', () => {
    async function expectRefused(
      decide: () => Promise<ApiResponse<Profile>>,
      statusCode: number,
      error: string,
    ) {
      const before = await countRows(t.app);
      const response = await decide();
      expect(response.statusCode).toBe(statusCode);
      expect(response.body.status.error).toBe(error);
      expect(await countRows(t.app)).toEqual(before);
      return response;
    }

    it('refuses to reject or re-accept an approved account with 409', async () => {
      for (const role of ['Composer', 'Client'] as const) {
        const user = await account(role, 'approved');
        const rejected = await expectRefused(() => reject(user.id), 409, 'INVALID_STATE');
        expect(rejected.body).toMatchObject({ data: null });
        await expectRefused(() => accept(user.id), 409, 'INVALID_STATE');
        expect(await statusOf(user.id)).toBe('approved');
        expect(await mailTo(user.email)).toEqual([]);
        expect((await login(user.email)).statusCode).toBe(200);
      }
    });

    it('refuses to reject an account twice', async () => {
      const user = await account('Composer', 'pending');
      expect((await reject(user.id)).statusCode).toBe(200);
      await expectRefused(() => reject(user.id), 409, 'INVALID_STATE');
      expect(await mailTo(user.email)).toHaveLength(1);
    });

    it('answers 404 for an unknown id, and for admins, who are not approvable', async () => {
      const otherAdmin = await account('Admin', 'approved');
      for (const id of [randomUUID(), signedIn.Admin.user.id, otherAdmin.id]) {
        const accepted = await expectRefused(() => accept(id), 404, 'NOT_FOUND');
        expect(accepted.body).toMatchObject({ data: null });
        await expectRefused(() => reject(id), 404, 'NOT_FOUND');
      }
      expect(await statusOf(otherAdmin.id)).toBe('approved');
      expect((await login(otherAdmin.email)).statusCode).toBe(200);
    });

    it('answers 400 naming id for a malformed id', async () => {
      for (const decide of [accept, reject]) {
        const response = await expectRefused(() => decide('123'), 400, 'VALIDATION_FAILED');
        expect(response.body.status.fields?.map((f) => f.field)).toEqual(['id']);
        expect(response.body.data).toBeNull();
      }
    });
  });
});
