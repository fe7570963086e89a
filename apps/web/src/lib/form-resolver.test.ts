import {
  createRequestBodySchema,
  changePasswordBodySchema,
  registerClientBodySchema,
  registerComposerBodySchema,
} from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formResolver, validateForm } from './form-resolver';
import './i18n/i18n';

const resolve = async <S extends z.ZodObject<z.ZodRawShape>>(
  schema: S,
  values: Record<string, string>,
) => {
  const result = await formResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return {
    values: result.values,
    messages: Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    ),
  };
};

describe('formResolver', () => {
  it('words every failure from the catalogue', async () => {
    const { messages } = await resolve(registerComposerBodySchema, {
      firstName: '',
      lastName: 'x'.repeat(101),
      email: 'not-an-email',
      password: 'short',
      ipiNumber: '12ab',
    });
    expect(messages).toEqual({
      firstName: 'Required',
      lastName: 'Use at most 100 characters',
      email: 'Enter a valid email address',
      password: 'Use at least 8 characters',
      ipiNumber: 'An IPI number has 9 to 11 digits',
    });
  });

  it('treats an empty optional box as not given, and says what is wrong with a given one', async () => {
    const valid = {
      firstName: 'Ava',
      lastName: 'Hart',
      email: 'ava@agency.example',
      password: 'a long password',
      clientAgencyName: 'Northlight',
    };
    const empty = await resolve(registerClientBodySchema, { ...valid, website: '', phone: '' });
    expect(empty.messages).toEqual({});
    expect(empty.values).toEqual(valid);

    const wrong = await resolve(registerClientBodySchema, {
      ...valid,
      website: 'agency',
      phone: 'call me',
    });
    expect(wrong.messages).toEqual({
      website: 'Enter a full web address, such as https://agency.com',
      phone: 'Enter a valid phone number',
    });
  });

  it('asks for a required field that is missing altogether', async () => {
    const { messages } = await resolve(changePasswordBodySchema, {
      newPassword: 'a long password',
    });
    expect(messages).toEqual({ currentPassword: 'Required' });
  });

  it("words lists, numbers and a schema's own rules for what they are", () => {
    const { errors } = validateForm(
      createRequestBodySchema.pick({
        category: true,
        genre: true,
        budget: true,
        tempo: true,
        deadline: true,
      }),
      {
        category: [],
        genre: ['Jazz', 'Pop', 'Rock', 'Funk', 'Soul', 'Folk'],
        budget: Number.NaN,
        tempo: [120, 90],
        deadline: '1 Dec',
      },
    );
    expect(
      Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e?.message])),
    ).toEqual({
      category: 'Choose at least one',
      genre: 'Choose at most 5',
      budget: 'Enter a number',
      tempo: 'Put the slower tempo first',
      deadline: 'Enter a date',
    });
    expect(
      validateForm(createRequestBodySchema.pick({ budget: true }), { budget: 0 }).errors.budget
        ?.message,
    ).toBe('Enter more than 0');
  });
});
