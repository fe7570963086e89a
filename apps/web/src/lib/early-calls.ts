/**
 * Calls a pre-rendered guest page's entry starts before the app has loaded (guest/main.tsx), so
 * their answers are on the way while the page's scripts download and hydrate. The query that
 * would make the call takes the started one instead, once: it starts in its loading state as
 * the pre-rendered HTML shows it (hydration matches), and the data comes sooner. Public calls
 * only (no token), and each address is taken once, so nothing stale stays in memory.
 */
const started = new Map<string, Promise<unknown>>();

/** The envelope's data of a public GET (docs/contracts.md), or a rejection saying what failed. */
async function getData(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as { data: unknown }).data;
}

/** Starts a public GET of `url` now; its data (or failure) waits for `takeEarlyCall`. */
export function startEarlyCall(url: string): Promise<unknown> {
  const call = getData(url);
  // Kept for the query, which reads the failure itself; never an unhandled rejection here.
  call.catch(() => {});
  started.set(url, call);
  return call;
}

/** The started call to `url`, once (it is forgotten); undefined when none was started. */
export function takeEarlyCall<T>(url: string): Promise<T> | undefined {
  const call = started.get(url);
  started.delete(url);
  return call as Promise<T> | undefined;
}
