import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { RecoveryCodes, SecondFactorSetup, Tokens } from '@cuebrief/shared';
import { recoveryCodes, secondFactors } from '../../src/db/schema';
import { call, type ApiResponse } from './api';
import { TEST_PASSWORD } from './accounts';
import type { TestApp } from './test-app';

export const AUTH = '/users/v1/auth';
export const SECOND_FACTOR = `${AUTH}/second-factor`;
export const STEP_MS = 30_000;

/**
 * The code an authenticator app shows for `secret` at `at`, `steps` steps (30 s each) away:
 * otpauth with RFC 6238's defaults, made here rather than by the app's own code.
 */
export function codeAt(secret: string, at: Date, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at.getTime() + steps * STEP_MS,
  });
}

/** The code of the test clock's present step. */
export const codeNow = (t: TestApp, secret: string) => codeAt(secret, t.clock.now());

/** Moves the clock to the next step: a new code, since each step's code is used once. */
export const nextStep = (t: TestApp) => t.clock.advance(STEP_MS);

export async function startSetup(app: FastifyInstance, token: string): Promise<SecondFactorSetup> {
  const response = await call<SecondFactorSetup>(app, 'POST', `${SECOND_FACTOR}/setup`, { token });
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

export const confirmSetup = (app: FastifyInstance, token: string, code: unknown) =>
  call<RecoveryCodes>(app, 'POST', `${SECOND_FACTOR}/confirm`, { token, body: { code } });

/** Sets up and confirms a second factor for the account of `token`: its secret and recovery codes. */
export async function enrol(
  t: TestApp,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await startSetup(t.app, token);
  const response = await confirmSetup(t.app, token, codeNow(t, secret));
  expect(response.statusCode, response.raw).toBe(200);
  // The confirming code used this step; the next code is the next step's.
  nextStep(t);
  return { secret, recoveryCodes: response.body.data.recoveryCodes };
}

export const logInWith = (
  app: FastifyInstance,
  email: string,
  options: { code?: unknown; password?: string; remoteAddress?: string } = {},
) =>
  call<Tokens>(app, 'POST', `${AUTH}/login`, {
    body: {
      email,
      password: options.password ?? TEST_PASSWORD,
      ...(options.code === undefined ? {} : { code: options.code }),
    },
    remoteAddress: options.remoteAddress,
  });

export function expectSignedIn(response: ApiResponse<Tokens>): void {
  expect(response.statusCode, response.raw).toBe(200);
  expect(response.body.data.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
}

/** A change that takes the password and a code: new recovery codes, or turning the factor off. */
export const changeFactor = (
  app: FastifyInstance,
  change: 'new recovery codes' | 'turn off',
  token: string,
  body: unknown,
  remoteAddress?: string,
) =>
  change === 'new recovery codes'
    ? call<RecoveryCodes>(app, 'POST', `${SECOND_FACTOR}/recovery-codes`, {
        token,
        body,
        remoteAddress,
      })
    : call<null>(app, 'DELETE', SECOND_FACTOR, { token, body, remoteAddress });

/** What the database holds of an account's second factor: the factor row and its recovery codes. */
export async function storedFactorOf(app: FastifyInstance, userId: string) {
  const db = app.database.db;
  return {
    factor: await db.select().from(secondFactors).where(eq(secondFactors.userId, userId)),
    recoveryCodes: await db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId))
      .orderBy(asc(recoveryCodes.id)),
  };
}
