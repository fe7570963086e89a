import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache: the pages read it, and a route's prefetch (route-start.ts) writes
 * its first call into it before the page's chunk has loaded.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
