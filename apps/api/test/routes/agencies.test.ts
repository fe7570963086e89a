import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountStatus, Agency, Paged, Profile, Role } from '@cuebrief/shared';
import type { UserRow } from '../../src/db/schema';
import { call, expectRefusal } from '../helpers/api';
import { TEST_PASSWORD } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const AUTH = '/users/v1/auth';

const t = useTestApp();
const signedIn = useEveryRole(t);

type Fields = {
  role?: Role;
  status?: AccountStatus;
  firstName?: string;
  lastName?: string;
  email?: string;
  clientAgencyName?: string | null;
  website?: string;
  agencyLocationCity?: string;
  agencyLocationCountry?: string;
};

/**
 * An account straight through the service, one second after the previous one, so "newest first"
 * has a meaning. The agency name is stored as given: the service, unlike sign-up, does not trim.
 */
async function account(fields: Fields): Promise<UserRow> {
  t.clock.advance(1000);
  const { role = 'Client', status = 'approved', ...rest } = fields;
  return t.app.services.users.createAccount(
    {
      role,
      status,
      email: `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@test.example`,
      password: TEST_PASSWORD,
      firstName: role,
      lastName: 'Tester',
      ...rest,
    },
    { notify: false },
  );
}

const agencies = (query: Record<string, string>, token = signedIn.Admin.accessToken) =>
  call<Paged<Agency>>(t.app, 'GET', `${AUTH}/agencies`, { token, query });

/** The profile of an account exactly as the admin's list of all clients presents it. */
async function profileOf(id: string): Promise<Profile> {
  const response = await call<Paged<Profile>>(t.app, 'GET', `${AUTH}/all-clients`, {
    token: signedIn.Admin.accessToken,
    query: { pageSize: '100' },
  });
  const profile = response.body.data.data.find((p) => p.uuid === id);
  if (!profile) throw new Error(`no client ${id} in all-clients`);
  return profile;
}

describe('who may list agencies', () => {
  it.each(whoMay('Admin'))('answers %s', async (_, caller) => {
    const response = await call<Paged<Agency>>(t.app, 'GET', `${AUTH}/agencies`, {
      token: signedIn.tokenOf(caller.role),
    });
    if (expectAnswerFor(caller, response)) {
      expect(response.body.data).toMatchObject({ page: 1, pageSize: 20 });
    }
  });
});

describe('GET /users/v1/auth/agencies', () => {
  const tag = `ag${randomBytes(4).toString('hex')}`;
  let nw1: UserRow;
  let nw2: UserRow;
  let nw3: UserRow;
  let alpha: UserRow;
  let beta: UserRow;
  let charlie: UserRow;

  beforeAll(async () => {
    // One agency, its name written three ways, its clients in three states.
    const northwind = (firstName: string, lastName: string, fields: Fields) =>
      account({
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${tag}@northwind.example`,
        ...fields,
      });
    nw1 = await northwind('Ingrid', 'Holm', {
      clientAgencyName: 'Northwind Media',
      website: 'https://northwind.example',
      agencyLocationCity: 'London',
      agencyLocationCountry: 'United Kingdom',
    });
    nw2 = await northwind('Zoltan', 'Kovacs', {
      status: 'pending',
      clientAgencyName: '  northwind media ',
      website: 'https://northwind-media.example',
    });
    nw3 = await northwind('Aiko', 'Sato', {
      status: 'rejected',
      clientAgencyName: 'NORTHWIND MEDIA',
      agencyLocationCity: 'Leeds',
      agencyLocationCountry: 'United Kingdom',
    });
    // A removed client is gone from its agency; an agency of removed clients only is gone.
    const removed = await account({ clientAgencyName: 'Northwind Media', firstName: 'Removed' });
    await t.app.services.users.removeAccount(removed);
    const ghost = await account({ clientAgencyName: `Ghost Works ${tag}` });
    await t.app.services.users.removeAccount(ghost);
    // Only clients make up agencies, and only clients who named one.
    await account({ role: 'Composer', clientAgencyName: 'Northwind Media' });
    await account({ role: 'Admin', clientAgencyName: 'Northwind Media' });
    await account({ clientAgencyName: '   ', email: `blank.${tag}@test.example` });
    await account({ clientAgencyName: null, email: `none.${tag}@test.example` });

    // Names in several capitals: sorted by name whatever the capitals.
    charlie = await account({ clientAgencyName: 'CHARLIE & Co', email: `c.${tag}@test.example` });
    beta = await account({ clientAgencyName: 'Beta Sound', email: `b.${tag}@test.example` });
    alpha = await account({ clientAgencyName: 'alpha studio', email: `a.${tag}@test.example` });
  });

  it('groups every client into its agency, agencies by name, clients newest first', async () => {
    const response = await agencies({ page: '1' });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status).toEqual({ code: 200, message: 'OK' });
    const page = response.body.data;
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(page.data.map((a) => a.name)).toEqual([
      'alpha studio',
      'Beta Sound',
      'CHARLIE & Co',
      'Northwind Media',
      'Test Agency',
    ]);

    const northwind = page.data[3]!;
    // Named as its first client wrote it; the website and the place of the newest clients that gave them.
    expect(northwind).toEqual({
      name: 'Northwind Media',
      website: 'https://northwind-media.example',
      agencyLocationCity: 'Leeds',
      agencyLocationCountry: 'United Kingdom',
      clients: [await profileOf(nw3.id), await profileOf(nw2.id), await profileOf(nw1.id)],
    });
    expect(northwind.clients.map((c) => c.status)).toEqual(['rejected', 'pending', 'approved']);

    expect(page.data[0]!.clients.map((c) => c.uuid)).toEqual([alpha.id]);
    expect(page.data[1]).toMatchObject({ website: null, agencyLocationCity: null });
    expect(page.data[1]!.clients.map((c) => c.uuid)).toEqual([beta.id]);
    expect(page.data[2]!.clients.map((c) => c.uuid)).toEqual([charlie.id]);
    expect(page.data[4]!.clients.map((c) => c.uuid)).toEqual([signedIn.Client.user.id]);
    expect(page.data[4]).toMatchObject({
      agencyLocationCity: 'Leeds',
      agencyLocationCountry: 'United Kingdom',
    });
  });

  it('searches agency names, client names and emails, and returns every client of a match', async () => {
    const names = async (search: string) => {
      const response = await agencies({ page: '1', search });
      expect(response.statusCode, response.raw).toBe(200);
      expect(response.body.data.total).toBe(response.body.data.data.length);
      return response.body.data.data.map((a) => a.name);
    };
    const northwindIds = [nw3.id, nw2.id, nw1.id];
    for (const search of [
      'northWIND',
      'zoltan',
      'KOVACS',
      'zoltan kovacs',
      `ingrid.${tag.toUpperCase()}@northwind`,
      `  aiko.${tag}  `,
    ]) {
      const response = await agencies({ page: '1', search });
      expect(response.body.data.total, search).toBe(1);
      expect(response.body.data.data[0]!.name).toBe('Northwind Media');
      expect(response.body.data.data[0]!.clients.map((c) => c.uuid)).toEqual(northwindIds);
    }
    // The tag is in every email of this block: each agency once, however many clients matched.
    expect(await names(tag)).toEqual([
      'alpha studio',
      'Beta Sound',
      'CHARLIE & Co',
      'Northwind Media',
    ]);
    expect(await names('& co')).toEqual(['CHARLIE & Co']);
    expect(await names('Removed')).toEqual([]);
    expect(await names(`Ghost Works ${tag}`)).toEqual([]);
    expect(await names(`blank.${tag}`)).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);

    const none = await agencies({ page: '1', search: `nothing-${tag}` });
    expect(none.body.data).toEqual({ data: [], page: 1, pageSize: 20, total: 0 });
  });

  it('pages by agency: 20 agencies a page, the total counts agencies, not clients', async () => {
    const pageTag = `pg${randomBytes(4).toString('hex')}`;
    const names: string[] = [];
    for (let i = 1; i <= 25; i++) {
      const name = `${pageTag} Agency ${String(i).padStart(2, '0')}`;
      names.push(name);
      await account({ clientAgencyName: name });
    }
    // Two more clients of agency 07, one written in other capitals.
    const later = await account({ clientAgencyName: `${pageTag} Agency 07` });
    const latest = await account({ clientAgencyName: `${pageTag} AGENCY 07` });

    const first = await agencies({ page: '1', search: pageTag });
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 20, total: 25 });
    expect(first.body.data.data.map((a) => a.name)).toEqual(names.slice(0, 20));
    const seventh = first.body.data.data[6]!;
    expect(seventh.name).toBe(`${pageTag} Agency 07`);
    expect(seventh.clients.map((c) => c.uuid).slice(0, 2)).toEqual([latest.id, later.id]);
    expect(seventh.clients).toHaveLength(3);

    const second = await agencies({ page: '2', search: pageTag });
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 20, total: 25 });
    expect(second.body.data.data.map((a) => a.name)).toEqual(names.slice(20));

    const beyond = await agencies({ page: '3', search: pageTag });
    expect(beyond.body.data).toEqual({ data: [], page: 3, pageSize: 20, total: 25 });

    const small = await agencies({ page: '3', pageSize: '10', search: pageTag });
    expect(small.body.data.data.map((a) => a.name)).toEqual(names.slice(20));
    const big = await agencies({ page: '1', pageSize: '100', search: pageTag });
    expect(big.body.data.data.map((a) => a.name)).toEqual(names);

    // Without a search: every agency once, whole agencies on each page.
    const everything = await agencies({ page: '1', pageSize: '100' });
    expect(everything.body.data.total).toBe(30);
    const listed = everything.body.data.data.map((a) => a.name.toLowerCase());
    expect(new Set(listed).size).toBe(30);
    const pageTwo = await agencies({ page: '2', pageSize: '7' });
    expect(pageTwo.body.data.data.map((a) => a.name)).toEqual(
      everything.body.data.data.slice(7, 14).map((a) => a.name),
    );
  });

  it.each([
    ['page', '0'],
    ['page', 'first'],
    ['pageSize', '101'],
    ['pageSize', '0'],
    ['search', 'x'.repeat(101)],
    ['status', 'approved'],
  ])('refuses %s=%s with 400 naming it', async (field, value) => {
    const response = await agencies({ page: '1', [field]: value });
    expectRefusal(response, 400, 'VALIDATION_FAILED', [field]);
  });
});
