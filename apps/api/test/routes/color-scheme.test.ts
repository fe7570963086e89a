import { describe, expect, it } from 'vitest';
import { COLOR_SCHEMES, ROLES, type Profile } from '@cuebrief/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { call, expectRefusal } from '../helpers/api';
import { createAccount, logIn, loginAs } from '../helpers/accounts';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const AUTH = '/users/v1/auth';

const t = useTestApp();

const setColorScheme = (token: string | undefined, body: unknown) =>
  call<Profile>(t.app, 'PUT', `${AUTH}/color-scheme`, { token, body });
const profileOf = (token: string) => call<Profile>(t.app, 'GET', `${AUTH}/profile`, { token });
const storedSchemeOf = async (id: string) =>
  (await t.app.database.db.select().from(users).where(eq(users.id, id)))[0]?.colorScheme;

describe('PUT /color-scheme: the colour scheme kept on the account (decision 042)', () => {
  it.each(whoMay(...ROLES))('answers %s', async (_, caller) => {
    const signedIn = caller.role ? await loginAs(t.app, caller.role) : undefined;
    const response = await setColorScheme(signedIn?.accessToken, { colorScheme: 'dark' });
    if (!expectAnswerFor(caller, response) || !signedIn) return;
    expect(response.body.data?.colorScheme).toBe('dark');
    expect(response.body.data?.uuid).toBe(signedIn.user.id);
    expect(await storedSchemeOf(signedIn.user.id)).toBe('dark');
  });

  it.each(ROLES)(
    'gives the %s account each choice back on GET /profile, from any of its sessions',
    async (role) => {
      const here = await loginAs(t.app, role);
      const elsewhere = await logIn(t.app, here.user.email);
      expect((await profileOf(here.accessToken)).body.data?.colorScheme).toBeNull();
      for (const colorScheme of COLOR_SCHEMES) {
        expect((await setColorScheme(here.accessToken, { colorScheme })).statusCode).toBe(200);
        expect((await profileOf(elsewhere.accessToken)).body.data?.colorScheme).toBe(colorScheme);
      }
    },
  );

  it("changes only the caller's own account", async () => {
    const me = await loginAs(t.app, 'Client');
    const other = await createAccount(t.app, 'Client');
    await setColorScheme(me.accessToken, { colorScheme: 'light' });
    expect(await storedSchemeOf(me.user.id)).toBe('light');
    expect(await storedSchemeOf(other.id)).toBeNull();
  });

  it.each<[string, unknown, string[]]>([
    ['an unknown scheme', { colorScheme: 'blue' }, ['colorScheme']],
    ['a scheme in capitals', { colorScheme: 'DARK' }, ['colorScheme']],
    ['null', { colorScheme: null }, ['colorScheme']],
    ['no scheme', {}, ['colorScheme']],
    ['another field beside it', { colorScheme: 'dark', role: 'Admin' }, ['role']],
  ])('refuses %s, naming the field, and keeps the choice before', async (_, body, fields) => {
    const signedIn = await loginAs(t.app, 'Composer');
    await setColorScheme(signedIn.accessToken, { colorScheme: 'light' });
    expectRefusal(
      await setColorScheme(signedIn.accessToken, body),
      400,
      'VALIDATION_FAILED',
      fields,
    );
    expect(await storedSchemeOf(signedIn.user.id)).toBe('light');
  });

  it('refuses a body that is not JSON, and changes nothing', async () => {
    const signedIn = await loginAs(t.app, 'Admin');
    const response = await t.app.inject({
      method: 'PUT',
      url: `${AUTH}/color-scheme`,
      headers: {
        authorization: `Bearer ${signedIn.accessToken}`,
        'content-type': 'application/json',
      },
      payload: '{"colorScheme": "dark"',
    });
    expect(response.statusCode).toBe(400);
    expect(await storedSchemeOf(signedIn.user.id)).toBeNull();
  });

  it('refuses a scheme written around the API, in the database itself', async () => {
    const signedIn = await loginAs(t.app, 'Client');
    await expect(
      t.app.database.db
        .update(users)
        .set({ colorScheme: 'sepia' as 'dark' })
        .where(eq(users.id, signedIn.user.id)),
    ).rejects.toThrow();
  });
});
