import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Envelope, Profile, Tokens } from '@cuebrief/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect } from '../fixtures';

const AUTH = '/users/v1/auth';

/** An envelope's data, once the call answered 200 (else the test fails with its message). */
export async function dataOf<T>(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(response.status(), body.status.message).toBe(200);
  return body.data;
}

/** The demo admin's tokens, through the API. */
export const adminTokens = async (request: APIRequestContext): Promise<Tokens> =>
  dataOf<Tokens>(
    await request.post(`${AUTH}/login`, {
      data: { email: DEMO_ACCOUNTS.Admin, password: DEMO_PASSWORD },
    }),
  );

/**
 * A composer of the test's own, signed up and accepted through the API: the demo accounts are
 * signed in by other specs too, so what a test does to its account (its sessions, its password)
 * must not be theirs. The email starts with `label`.
 */
export async function approvedComposer(
  request: APIRequestContext,
  person: { label: string; firstName: string; lastName: string; password: string },
): Promise<{ email: string; password: string }> {
  const email = `${person.label}-${randomUUID().slice(0, 8)}@composers.example`;
  const { password, firstName, lastName } = person;
  const profile = await dataOf<Profile>(
    await request.post(`${AUTH}/register/composer`, {
      data: { email, password, firstName, lastName, pro: 'PRS' },
    }),
  );
  const admin = await adminTokens(request);
  await dataOf(
    await request.post(`${AUTH}/users-access/${profile.uuid}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    }),
  );
  return { email, password };
}
