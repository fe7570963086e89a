import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { createAccount, logIn } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const AUTH = '/users/v1/auth';
const PASSWORD = 'password of the log scan 4471';
const NEW_PASSWORD = 'new password of the log scan 8810';
const NEW_EMAIL = 'leak.check.signup@test.example';

/**
 * Makes every write to the accounts and their refresh tokens fail the way the worst real error
 * would: the message, detail and hint quote the whole row (password hash, email, token hash),
 * as `Key (email)=(…)` details and `invalid input syntax … "…"` messages quote values.
 */
const REFUSE_WRITES = [
  `create function refuse_in_the_log_test() returns trigger language plpgsql as $$
   begin
     raise exception 'refused %', row_to_json(new)::text
       using errcode = '23514', detail = row_to_json(new)::text, hint = row_to_json(new)::text;
   end $$`,
  `create trigger refuse_users before insert or update on users
   for each row execute function refuse_in_the_log_test()`,
  `create trigger refuse_refresh_tokens before insert or update on refresh_tokens
   for each row execute function refuse_in_the_log_test()`,
];

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

type LogEntry = { msg?: string; reqId?: string; err?: Record<string, unknown> };

describe('a failed query in the logs', () => {
  it('names the statement and its SQLSTATE, never the values it carried: no hash, email or token', async () => {
    const user = await createAccount(t.app, 'Client', { password: PASSWORD });
    const tokens: Tokens = await logIn(t.app, user.email, PASSWORD);
    const stored = await t.app.database.db.execute(
      sql`select password_hash from users where id = ${user.id}`,
    );
    const passwordHash = (stored as unknown as { rows: { password_hash: string }[] }).rows[0]!
      .password_hash;
    expect(passwordHash).toMatch(/^\$argon2/);
    for (const statement of REFUSE_WRITES) await t.app.database.db.execute(sql.raw(statement));
    lines.length = 0;

    const signUp = await call(t.app, 'POST', `${AUTH}/register/client`, {
      body: {
        email: NEW_EMAIL,
        password: PASSWORD,
        firstName: 'Lena',
        lastName: 'Leak',
        clientAgencyName: 'Leak Check Films',
      },
    });
    const passwordChange = await call(t.app, 'PUT', `${AUTH}/change-password`, {
      token: tokens.accessToken,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    const refresh = await call(t.app, 'POST', `${AUTH}/refresh-token`, {
      body: { refreshToken: tokens.refreshToken },
    });
    for (const response of [signUp, passwordChange, refresh]) {
      expect(response.statusCode, response.raw).toBe(500);
    }

    const text = lines.join('');
    const secrets = [
      '$argon2',
      passwordHash,
      PASSWORD,
      NEW_PASSWORD,
      NEW_EMAIL,
      user.email,
      tokens.accessToken,
      tokens.accessToken.split('.')[2]!,
      tokens.refreshToken,
      createHash('sha256').update(tokens.refreshToken).digest('hex'),
      createHash('sha256').update(tokens.refreshToken).digest('base64url'),
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);

    // What an operator needs is there: which statement failed, with which code, on which table.
    const failures = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogEntry)
      .filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(3);
    for (const { err, reqId } of failures) {
      expect(reqId).toEqual(expect.any(String));
      expect(err).toMatchObject({ code: '23514', severity: 'ERROR', stack: expect.any(String) });
      expect(err?.query).toMatch(/^(insert|update) (users|refresh_tokens)$/);
      expect(err).not.toHaveProperty('params');
      expect(err).not.toHaveProperty('detail');
      expect(err?.message).toBe(`database error in ${String(err?.query)} (23514)`);
    }
    expect(failures.map(({ err }) => err?.query)).toEqual(
      expect.arrayContaining(['insert users', 'update users']),
    );
  });
});
