import { ApiError } from './api-client';

/**
 * Retry a failed fetch once, unless the server refused it (4xx): an unknown or someone else's
 * record stays unknown, and the page says so at once instead of after a second try.
 */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !isRefusal && failureCount < 1;
}
