import { describe, expect, it } from 'vitest';
import { namedFields } from '../helpers/api';
import { asJson, requiredFields, useJsonRoutes } from '../helpers/bad-input-routes';
import { useEveryRole } from '../helpers/every-role';
import { useTestApp } from '../helpers/test-app';

const ONE_MB_STRING = 'x'.repeat(1_000_000);
const OVER_ONE_MIB = 1024 * 1024 + 1024;

const t = useTestApp();
const signedIn = useEveryRole(t);
const { routes, sendTo, snapshot, expectRefusedWithoutEffect } = useJsonRoutes(t, signedIn);

const WRONG_TYPES: [string, unknown][] = [
  ['a number', 42],
  ['a boolean', true],
  ['an array', ['text']],
  ['an object', { text: 'text' }],
  ['null', null],
];

/** A JSON value's kind: a number stands in for a number, a list for a list. */
const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

describe.each(routes)('$name refuses bad input and changes nothing', (route) => {
  /**
   * Each field of the valid body replaced by `value`: refused, naming exactly that field. A
   * field whose valid value is of the same kind is left out (42 is a fine budget).
   */
  async function expectEachFieldRefused(value: unknown) {
    const valid = route.validBody();
    for (const field of Object.keys(valid)) {
      if (kindOf(valid[field]) === kindOf(value)) continue;
      if (value === '' && route.acceptsEmpty?.includes(field)) continue;
      const response = await expectRefusedWithoutEffect(
        route,
        { body: { ...route.validBody(), [field]: value } },
        400,
        'VALIDATION_FAILED',
      );
      expect(namedFields(response), field).toEqual([field]);
    }
  }

  it('missing fields: {}', async () => {
    const [status, error] = route.emptyBodyRefusal ?? [400, 'VALIDATION_FAILED'];
    const response = await expectRefusedWithoutEffect(route, { body: {} }, status, error);
    expect(namedFields(response).sort()).toEqual([...requiredFields[route.name]!].sort());
  });

  it.each(WRONG_TYPES)('wrong types: %s in place of each field', async (_, value) => {
    await expectEachFieldRefused(value);
  });

  it('empty strings in each field', async () => {
    await expectEachFieldRefused('');
  });

  it('a 1,000,000-character string in each field', async () => {
    await expectEachFieldRefused(ONE_MB_STRING);
  });

  it('a body over 1 MiB: 413 PAYLOAD_TOO_LARGE', async () => {
    const payload = JSON.stringify({ ...route.validBody(), padding: 'x'.repeat(OVER_ONE_MIB) });
    await expectRefusedWithoutEffect(route, asJson(payload), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('unknown fields, named in status.fields', async () => {
    for (const extra of [{ role: 'Admin' }, { isAdmin: true }, { status: 'approved' }]) {
      const response = await expectRefusedWithoutEffect(
        route,
        { body: { ...route.validBody(), ...extra } },
        400,
        'VALIDATION_FAILED',
      );
      expect(namedFields(response)).toEqual(Object.keys(extra));
    }
  });

  it('malformed JSON: 400 MALFORMED_BODY', async () => {
    await expectRefusedWithoutEffect(route, asJson('{"email":'), 400, 'MALFORMED_BODY');
  });

  // An empty JSON body is no body (calls that take none accept it, empty-json-bodies.test.ts):
  // a call that needs one says the body is missing.
  it('an empty JSON body: 400 naming the body', async () => {
    const response = await expectRefusedWithoutEffect(route, asJson(''), 400, 'VALIDATION_FAILED');
    expect(namedFields(response)).toEqual(['body']);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'a %s body: 415 UNSUPPORTED_MEDIA_TYPE',
    async (contentType) => {
      const body = route.validBody();
      const payload =
        contentType === 'application/x-www-form-urlencoded'
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body);
      await expectRefusedWithoutEffect(
        route,
        { payload, headers: { 'content-type': contentType } },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    },
  );

  it.each([
    ['a JSON array', '[]'],
    ['an array holding the valid body', 'VALID_IN_ARRAY'],
    ['JSON null', 'null'],
    ['a JSON string', '"text"'],
    ['a JSON number', '42'],
  ])('%s as the body: 400 naming the body', async (_, raw) => {
    const payload = raw === 'VALID_IN_ARRAY' ? JSON.stringify([route.validBody()]) : raw;
    const response = await expectRefusedWithoutEffect(
      route,
      asJson(payload),
      400,
      'VALIDATION_FAILED',
    );
    expect(namedFields(response)).toEqual(['body']);
  });

  it('no body at all: 400 naming the body', async () => {
    const response = await expectRefusedWithoutEffect(route, {}, 400, 'VALIDATION_FAILED');
    expect(namedFields(response)).toEqual(['body']);
  });

  it('still accepts its valid body afterwards (the cases above were refused for their input)', async () => {
    const before = await snapshot();
    const response = await sendTo(route, { body: route.validBody() });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.code).toBe(200);
    // The valid body writes something, so the snapshots above would have seen a bad one accepted.
    expect(await snapshot()).not.toEqual(before);
  });
});
