import { env } from '../config/env';
import { createApiClient } from './api-client';
import { tokenStorage } from './token-storage';

/** A listener set: add returns its own removal, for an effect's cleanup. */
function listeners<A extends unknown[]>() {
  const set = new Set<(...args: A) => void>();
  return {
    add: (listener: (...args: A) => void): (() => void) => {
      set.add(listener);
      return () => set.delete(listener);
    },
    tell: (...args: A) => set.forEach((listener) => listener(...args)),
  };
}

const sessionEnded = listeners<[]>();
const renewing = listeners<[isRenewing: boolean]>();

/** The auth state subscribes here to hear when a refresh failed and the person must log in again. */
export const onSessionEnded = sessionEnded.add;

/** The auth state subscribes here to hear while an access token is being renewed (spec §4). */
export const onRenewing = renewing.add;

export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  tokens: tokenStorage,
  onSessionEnded: sessionEnded.tell,
  onRenewing: renewing.tell,
});
