import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { z } from 'zod';
import { validationMessage } from './validation-message';

/**
 * Checks a form's values with a shared zod schema. An empty text box means "not given" for
 * optional fields (the schemas refuse empty strings), while a required field says it is
 * required. Messages come from the app's catalogue (see validation-message.ts); each field
 * gets its first failure.
 */
export function validateForm<
  S extends z.ZodObject<z.ZodRawShape>,
  V extends FieldValues = Record<string, unknown>,
>(schema: S, values: Readonly<Record<string, unknown>>): ResolverResult<V, z.output<S>> {
  const given = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => {
      const field = schema.shape[key];
      return !(value === '' && field && z.safeParse(field, undefined).success);
    }),
  );
  // With the input on each issue, a missing value reads "Required" and a wrong one says why.
  const result = schema.safeParse(given, { reportInput: true });
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= { type: issue.code, message: validationMessage(issue) };
  }
  return { values: {}, errors: errors as FieldErrors<V> };
}

/**
 * A react-hook-form resolver of a shared schema (see validateForm). Most forms are text boxes
 * only; a form with lists or switches names its values' type `V`.
 */
export function formResolver<
  S extends z.ZodObject<z.ZodRawShape>,
  V extends FieldValues = Record<string, string>,
>(schema: S): Resolver<V, unknown, z.output<S>> {
  return async (values) => validateForm<S, V>(schema, values);
}
