import { ApiError } from './api-client';
import i18n from './i18n/i18n';

/** Why a call failed, for a toast: the server's own words, or that it could not be reached. */
export function reasonOf(error: unknown): string {
  return error instanceof ApiError ? error.message : i18n.t('errors.network');
}
