import type { Clock } from './clock';
import { createTtlCache } from './ttl-cache';

/**
 * Answers that many callers read alike, kept for a short while. Callers that ask for a key at
 * the same moment share one load; a failed load is not kept. An answer goes after `ttlMs`, or
 * earlier at the moment `expiresBy` names (when it would stop being true). `clear()` drops every
 * answer, and also those still loading: their results are handed to the callers that waited but
 * not kept, since they may predate the change that cleared them.
 */
export function createReadThroughCache<K, V>(options: {
  maxEntries: number;
  clock: Pick<Clock, 'now'>;
  ttlMs: number;
  expiresBy?: (value: V) => Date | undefined;
}) {
  const { clock, ttlMs, expiresBy } = options;
  const answers = createTtlCache<K, Promise<V>>({ maxEntries: options.maxEntries, clock });
  let generation = 0;

  return {
    read(key: K, load: () => Promise<V>): Promise<V> {
      const kept = answers.get(key);
      if (kept) return kept;
      const loadedIn = generation;
      const loading = load();
      answers.set(key, loading, ttlMs);
      loading.then(
        (value) => {
          if (generation !== loadedIn) return;
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

    clear(): void {
      generation += 1;
      answers.clear();
    },
  };
}
