import type { Envelope } from '@cuebrief/shared';
import type { FieldError } from './app-error';

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { status: { code: 200, message }, data };
}

export function failure(
  code: number,
  error: string,
  message: string,
  fields?: FieldError[],
): Envelope<null> {
  return { status: { code, message, error, ...(fields ? { fields } : {}) }, data: null };
}
