import type { Clock } from './clock';

/**
 * A bounded map whose entries expire. When full, the oldest entry goes first. Used on the
 * hot path of every authenticated call, so it does no more than a Map lookup and a compare.
 */
export function createTtlCache<K, V>(options: { maxEntries: number; clock: Pick<Clock, 'now'> }) {
  const { maxEntries, clock } = options;
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= clock.now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: K, value: V, ttlMs: number): void {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: clock.now().getTime() + ttlMs });
    },
    delete(key: K): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
