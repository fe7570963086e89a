import { API_PREFIX } from '@cuebrief/shared';

const API_PREFIXES = [...Object.values(API_PREFIX), '/health'].map((prefix) => `${prefix}/`);

/**
 * Whether a URL is an API call. Only the versioned prefixes count: the web app has pages of
 * its own under the same first segment (`/users` is the admin's "New Users").
 */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/health' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
