import { API_PREFIX, type Profile } from '@cuebrief/shared';
import { api } from '../api';
import { loadWorkspaceTexts } from '../i18n/workspace-texts';
import { tokenStorage } from '../token-storage';

/** The profile, with the signed-in screens' texts loaded beside it: both are needed to show them. */
export const fetchProfile = async () => {
  const [response] = await Promise.all([
    api.request<Profile>(`${API_PREFIX.auth}/profile`),
    loadWorkspaceTexts(),
  ]);
  return response.data;
};

let started: Promise<Profile> | undefined;

/**
 * Asks for the profile of a stored session at the app's start, before anything renders, so it
 * leaves ahead of the page's chunk and list (decision 030); the auth state's first load takes
 * this answer instead of asking again.
 */
export function startProfile(): void {
  if (tokenStorage.getAccessToken()) {
    started ??= fetchProfile();
    // Read (or its failure handled) by the first load; a page the app never shows leaves it.
    started.catch(() => {});
  }
}

/** The profile asked for at the start, once; afterwards (or without it) a new call. */
export function firstProfile(): Promise<Profile> {
  const answer = started ?? fetchProfile();
  started = undefined;
  return answer;
}
