import { ApiError, INVALID_REFRESH_TOKEN } from './api-client';
import i18n from './i18n/i18n';

/** Why a call failed, for a toast: the server's own words, or that it could not be reached. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('errors.network');
  // The spec's refresh-failure message is a code; the person reads that they must log in again.
  return error.code === INVALID_REFRESH_TOKEN ? i18n.t('errors.sessionEnded') : error.message;
}
