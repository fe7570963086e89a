import { EVERY_KEY, type CacheDrop, type CacheWatch } from './cache-invalidation';
import type { Clock } from './clock';
import { createTtlCache } from './ttl-cache';

/**
 * Answers that many callers read alike, kept for a short while. Callers that ask for a key at
 * the same moment share one load; a failed load is not kept. An answer goes after `ttlMs`, or
 * earlier at the moment `expiresBy` names (when it would stop being true). `clear()` drops every
 * answer, and also those still loading: their results are handed to the callers that waited but
 * not kept, since they may predate the change that cleared them. With `watch`, the cache registers
 * for changes made elsewhere (`db/cache-notifications.ts` registers it by name): a change drops
 * its key, or all, and an answer loaded while any change was heard, or while changes could not
 * be heard, is handed to its callers and not kept.
 */
export function createReadThroughCache<K extends string, V>(options: {
  maxEntries: number;
  clock: Pick<Clock, 'now'>;
  ttlMs: number;
  expiresBy?: (value: V) => Date | undefined;
  watch?: (drop: CacheDrop) => CacheWatch;
}) {
  const { clock, ttlMs, expiresBy } = options;
  const answers = createTtlCache<K, Promise<V>>({ maxEntries: options.maxEntries, clock });
  let generation = 0;
  function clear(): void {
    generation += 1;
    answers.clear();
  }
  const watch = options.watch?.((key) => {
    if (key === EVERY_KEY) clear();
    // A key as changes carry it: the cache's keys are strings (K names which ones).
    else answers.delete(key as K);
  });

  return {
    read(key: K, load: () => Promise<V>): Promise<V> {
      const kept = answers.get(key);
      if (kept) return kept;
      const loadedIn = generation;
      const isFresh = watch?.beginRead();
      const loading = load();
      answers.set(key, loading, ttlMs);
      loading.then(
        (value) => {
          if (generation !== loadedIn) return;
          if (isFresh && !isFresh()) {
            if (answers.get(key) === loading) answers.delete(key);
            return;
          }
          const end = expiresBy?.(value);
          const untilEnd = end ? end.getTime() - clock.now().getTime() : ttlMs;
          if (untilEnd <= 0) answers.delete(key);
          else if (untilEnd < ttlMs) answers.set(key, loading, untilEnd);
        },
        () => {
          if (generation === loadedIn) answers.delete(key);
        },
      );
      return loading;
    },

    clear,
  };
}
