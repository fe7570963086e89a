import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './logger';

describe('redactUrl', () => {
  it.each(['token', 'signature', 'sig', 'key', 'code'])('hides the value of %s', (name) => {
    expect(redactUrl(`/files/a.wav?${name}=s3cr3t-value`)).toBe(`/files/a.wav?${name}=[redacted]`);
  });

  it('keeps the path and every other parameter as they are', () => {
    expect(redactUrl('/download?id=42&token=abc123secret&page=2&sig=zzz&format=wav')).toBe(
      '/download?id=42&token=[redacted]&page=2&sig=[redacted]&format=wav',
    );
    expect(redactUrl('/users/v1/auth/all-clients?page=3&pageSize=50&search=smith')).toBe(
      '/users/v1/auth/all-clients?page=3&pageSize=50&search=smith',
    );
    expect(redactUrl('/health')).toBe('/health');
    expect(redactUrl('/token/signature/key')).toBe('/token/signature/key');
  });

  it('hides secret values wherever they stand, whatever their case, even empty', () => {
    expect(redactUrl('/x?TOKEN=a&Key=b&CoDe=c')).toBe(
      '/x?TOKEN=[redacted]&Key=[redacted]&CoDe=[redacted]',
    );
    expect(redactUrl('/x?a=1&code=')).toBe('/x?a=1&code=[redacted]');
    expect(redactUrl('/x?token=a%20b%26c&next=1')).toBe('/x?token=[redacted]&next=1');
    expect(redactUrl('/x?token=one&token=two')).toBe('/x?token=[redacted]&token=[redacted]');
  });

  it('leaves parameters alone whose names only contain a secret word', () => {
    expect(redactUrl('/x?keyword=jazz&postcode=LS1&tokens=3&sigma=2&mytoken=x')).toBe(
      '/x?keyword=jazz&postcode=LS1&tokens=3&sigma=2&mytoken=x',
    );
  });
});

describe('serializeError', () => {
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
  const email = 'nora@leak.example';

  /** A failed insert as Drizzle reports it: its message lists the parameters, line by line. */
  function failedInsert() {
    const cause = Object.assign(new Error(`value "${email}" refused`), {
      code: '23514',
      severity: 'ERROR',
      detail: `Failing row contains (${email}, ${hash}).`,
      table: 'users',
      constraint: 'users_email_check',
    });
    const query = 'insert into "users" ("email", "password_hash") values ($1, $2)';
    const error = new Error(`Failed query: ${query}\nparams: ${email},\n    at ${hash}`);
    return Object.assign(error, { query, params: [email, hash], cause });
  }

  it('logs a failed query as its statement, code and names, with stack frames only', () => {
    const logged = serializeError(failedInsert());
    expect(logged).toMatchObject({
      message: 'database error in insert users (23514)',
      query: 'insert users',
      code: '23514',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email_check',
    });
    expect(logged.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(email);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('Failing row');
  });

  it('logs a lost database as unreachable, and any other error whole', () => {
    const lost = new Error('Connection terminated unexpectedly');
    expect(serializeError(lost)).toMatchObject({
      message: 'database unreachable',
      unreachable: true,
    });
    const bug = new TypeError('template "welcome" is missing');
    expect(serializeError(bug)).toMatchObject({
      type: 'TypeError',
      message: 'template "welcome" is missing',
    });
  });
});
