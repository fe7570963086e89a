import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { validationMessage } from './validation-message';

/**
 * Validates a form with a shared zod schema. An empty text box means "not given" for optional
 * fields (the schemas refuse empty strings), while a required field says it is required. Messages
 * come from the app's catalogue (see validation-message.ts).
 */
export function formResolver<S extends z.ZodObject<z.ZodRawShape>>(
  schema: S,
): Resolver<Record<string, string>, unknown, z.output<S>> {
  return async (values) => {
    const given = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => {
        const field = schema.shape[key];
        return !(value === '' && field && z.safeParse(field, undefined).success);
      }),
    );
    const result = schema.safeParse(given);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: validationMessage(issue) };
    }
    return { values: {}, errors: errors as FieldErrors<Record<string, string>> };
  };
}
