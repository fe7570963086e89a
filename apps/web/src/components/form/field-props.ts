import type { ReactNode } from 'react';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * A text field's wiring to its form: registered under `name`, and red with its message in place
 * of its help text while its check fails. Every form shows a failed check this one way.
 */
export function fieldProps<V extends FieldValues>(
  form: { register: UseFormRegister<V>; formState: { errors: FieldErrors<V> } },
  name: Path<V>,
  help?: ReactNode,
) {
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return {
    ...form.register(name),
    error: Boolean(message),
    helperText: message ?? help,
  };
}
