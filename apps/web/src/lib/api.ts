import { env } from '../config/env';
import { createApiClient } from './api-client';
import { tokenStorage } from './token-storage';

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();

/** The auth state subscribes here to hear when a refresh failed and the person must log in again. */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  tokens: tokenStorage,
  onSessionEnded: () => sessionEndedListeners.forEach((listener) => listener()),
});
