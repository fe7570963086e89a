import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads on the form's first check instead of with its page. For the first
 * page most visitors open (the login), zod and its schemas are about a tenth of the script it
 * needs before it can paint; loaded on first check, they cost a moment on the first submit.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      // A failed chunk load is tried again on the next check.
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
