import { describe, expect, it } from 'vitest';
import { namedFields } from '../helpers/api';
import { NUL, useJsonRoutes } from '../helpers/bad-input-routes';
import { useEveryRole } from '../helpers/every-role';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
const { routesWithText, expectRefusedWithoutEffect } = useJsonRoutes(t, signedIn);

/**
 * A field's value with a NUL after its first character (so trimming cannot drop it), and the
 * field the refusal must name: a list of text gets it in its first item.
 */
function withNul(field: string, value: unknown): { value: unknown; named: string } | undefined {
  const spoil = (text: string) => `${text.slice(0, 1)}${NUL}${text.slice(1)}`;
  if (typeof value === 'string') return { value: spoil(value), named: field };
  if (Array.isArray(value) && typeof value[0] === 'string') {
    return { value: [spoil(value[0]), ...value.slice(1)], named: `${field}.0` };
  }
  return undefined;
}

describe('NUL bytes in JSON bodies', () => {
  it.each(routesWithText)(
    '$name refuses a NUL in each text field, naming it, and changes nothing',
    async (route) => {
      const valid = route.validBody();
      const tried = [];
      for (const [field, value] of Object.entries(valid)) {
        const bad = withNul(field, value);
        if (!bad) continue;
        const response = await expectRefusedWithoutEffect(
          route,
          { body: { ...route.validBody(), [field]: bad.value } },
          400,
          'VALIDATION_FAILED',
        );
        expect(namedFields(response), field).toEqual([bad.named]);
        tried.push(field);
      }
      expect(tried).not.toEqual([]);
    },
  );
});
