import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { passwordResets, type PasswordResetRow } from '../../src/db/schema';
import { call } from './api';
import { mailTo } from './mail';

const AUTH = '/users/v1/auth';
export const FORGOT_PASSWORD = `${AUTH}/forgot-password`;
export const RESET_PASSWORD = `${AUTH}/reset-password`;

/** A reset link's page and token, as the mail gives it. */
const RESET_LINK = /(https?:\/\/\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/g;

type From = { remoteAddress?: string; token?: string };

export const askForLink = (app: FastifyInstance, body: unknown, from: From = {}) =>
  call<null>(app, 'POST', FORGOT_PASSWORD, { body, ...from });

export const resetWith = (app: FastifyInstance, body: unknown, from: From = {}) =>
  call<null>(app, 'POST', RESET_PASSWORD, { body, ...from });

/** Every reset link mailed to `email`, oldest first: the address before the page, and the token. */
export async function resetLinksTo(
  app: FastifyInstance,
  email: string,
): Promise<{ origin: string; token: string; url: string }[]> {
  const mails = (await mailTo(app, email)).filter((mail) => mail.subject.includes('Reset'));
  return mails
    .reverse()
    .flatMap((mail) => [...mail.text.matchAll(RESET_LINK)])
    .map((match) => ({ origin: match[1]!, token: match[2]!, url: match[0] }));
}

/** Asks for a link to `email`'s account, which must be mailed, and answers its token. */
export async function newResetToken(
  app: FastifyInstance,
  email: string,
  from: From = {},
): Promise<string> {
  const before = (await resetLinksTo(app, email)).length;
  const response = await askForLink(app, { email }, from);
  expect(response.statusCode, response.raw).toBe(200);
  const links = await resetLinksTo(app, email);
  expect(links).toHaveLength(before + 1);
  return links.at(-1)!.token;
}

/** The reset rows of one account. */
export const resetRowsOf = (app: FastifyInstance, userId: string): Promise<PasswordResetRow[]> =>
  app.database.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
