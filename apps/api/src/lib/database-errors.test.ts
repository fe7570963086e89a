import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, queryNameOf, summarizeDatabaseError } from './database-errors';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
const EMAIL = 'nora@leak.example';

/** A server's report as pg and PGlite give it, wrapped as Drizzle wraps it. */
function failedQuery(query: string, report: Record<string, unknown>) {
  const cause = Object.assign(new Error(String(report.message ?? 'failed')), {
    severity: 'ERROR',
    ...report,
  });
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${EMAIL},${HASH}`), {
    query,
    params: [EMAIL, HASH],
    cause,
  });
}

const withCode = (code: string, message = `connect ${code} 127.0.0.1:5432`) =>
  Object.assign(new Error(message), { code });

describe('queryNameOf', () => {
  it.each([
    ['insert into "users" ("id", "email") values ($1, $2) returning "id"', 'insert users'],
    ['select "id", "email" from "users" where "users"."email" = $1 limit $2', 'select users'],
    ['update "refresh_tokens" set "rotated_at" = $1 where "id" = $2', 'update refresh_tokens'],
    ['delete from "audios" where "id" = $1', 'delete audios'],
    ['select pg_advisory_xact_lock($1)', 'select'],
    ['select \'x from secret\' as a from "users"', 'select users'],
    ['  WITH t AS (SELECT 1) SELECT * FROM t', 'with t'],
  ])('names %s as "%s"', (sql, name) => {
    expect(queryNameOf(sql)).toBe(name);
  });
});

describe('summarizeDatabaseError', () => {
  it('keeps the statement, code, severity and names; never values, detail, hint or where', () => {
    const error = failedQuery('insert into "users" ("email", "password_hash") values ($1, $2)', {
      code: '23505',
      message: `duplicate key value violates unique constraint "users_email_unique"`,
      detail: `Key (email)=(${EMAIL}) already exists.`,
      hint: HASH,
      where: `PL/pgSQL function f() line 3: ${EMAIL}`,
      table: 'users',
      constraint: 'users_email_unique',
      schema: 'public',
      routine: '_bt_check_unique',
    });
    const summary = summarizeDatabaseError(error);
    expect(summary).toEqual({
      query: 'insert users',
      code: '23505',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email_unique',
      schema: 'public',
      routine: '_bt_check_unique',
    });
    expect(JSON.stringify(summary)).not.toMatch(/argon2|leak\.example/);
  });

  it('marks a database that cannot be reached, with the network code', () => {
    const error = Object.assign(new Error('Failed query: select 1\nparams: '), {
      query: 'select 1',
      params: [],
      cause: withCode('ECONNREFUSED'),
    });
    expect(summarizeDatabaseError(error)).toEqual({
      query: 'select',
      code: 'ECONNREFUSED',
      unreachable: true,
    });
  });

  it('leaves errors that involve no database alone', () => {
    expect(summarizeDatabaseError(new Error('no such template'))).toBeUndefined();
    expect(summarizeDatabaseError(withCode('ENOENT', 'no such file'))).toBeUndefined();
  });
});

describe('isDatabaseUnreachable', () => {
  it.each([
    ['the server refused the connection', withCode('ECONNREFUSED')],
    ['the connection was reset', withCode('ECONNRESET')],
    ['the connection timed out', withCode('ETIMEDOUT')],
    ['pg lost the connection', new Error('Connection terminated unexpectedly')],
    [
      'the pool waited in vain',
      new Error('timeout exceeded when trying to connect', { cause: withCode('ETIMEDOUT') }),
    ],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['the pool is closed', new Error('Cannot use a pool after calling end on the pool')],
    ['PGlite is closed', new Error('PGlite is closed')],
    ['the server shuts down (57P01)', failedQuery('select 1', { code: '57P01' })],
    ['the server crashed (57P02)', failedQuery('select 1', { code: '57P02' })],
    ['the server is starting (57P03)', failedQuery('select 1', { code: '57P03' })],
    ['a connection failure (08006)', failedQuery('select 1', { code: '08006' })],
    ['no connection slot (53300)', failedQuery('select 1', { code: '53300' })],
  ])('is true when %s, anywhere in the causes', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(isDatabaseUnreachable(new Error('wrapped', { cause: error }))).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery('insert into "users"', { code: '23505' })],
    ['bad input syntax', failedQuery('select 1', { code: '22P02' })],
    ['a statement timeout', failedQuery('select 1', { code: '57014' })],
    [
      'a server message that looks like a lost connection',
      failedQuery('select 1', {
        code: 'P0001',
        message: 'Connection terminated by the trigger',
      }),
    ],
    ['a plain bug', new TypeError('x is undefined')],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
