/**
 * The bookkeeping of a process's caches that other processes may make stale
 * (docs/contracts.md#caches-across-instances): each registers by name with a way to drop a key,
 * or all of them (`EVERY_KEY`), and asks before keeping a read whether it may. The messages
 * that carry changes between processes are `db/cache-notifications.ts`'s business.
 */

/** The key that names every entry of a cache. */
export const EVERY_KEY = '*';

/** Drops one key of a cache, or all of them when given `EVERY_KEY`. */
export type CacheDrop = (key: string) => void;

export type CacheWatch = {
  /**
   * Called before a read that may be kept; the answer, asked after the read, says whether it
   * may be kept: not when a change to the cache was heard meanwhile (the read may predate it,
   * and "changed" must never be overwritten by what was read before), nor while the process
   * cannot hear changes made elsewhere.
   */
  beginRead(): () => boolean;
};

/** How a bounded map of `lib/ttl-cache.ts` (or any such map) drops a key or all of them. */
export const dropFrom =
  (cache: { delete(key: string): void; clear(): void }): CacheDrop =>
  (key) => {
    if (key === EVERY_KEY) cache.clear();
    else cache.delete(key);
  };

/** A change notice as it travels: `<cache>:<key>`. Cache names never hold a colon; keys may. */
export const changeNotice = (cache: string, key: string) => `${cache}:${key}`;

export function parseChangeNotice(notice: string): { cache: string; key: string } | undefined {
  const colon = notice.indexOf(':');
  if (colon <= 0 || colon === notice.length - 1) return undefined;
  return { cache: notice.slice(0, colon), key: notice.slice(colon + 1) };
}

/** A name a cache may register under: lower-case words joined by hyphens. */
export const isCacheName = (name: string) => /^[a-z]+(-[a-z]+)*$/.test(name);

/**
 * The caches of one process. A generation per cache counts the changes heard for it; a read
 * is kept only if its cache's generation did not move while it ran and the process could hear
 * throughout.
 */
export function createCacheRegistry(options: { isHearing: boolean }) {
  const caches = new Map<string, { generation: number; drops: CacheDrop[] }>();
  let { isHearing } = options;

  const cacheNamed = (name: string) => {
    let cache = caches.get(name);
    if (!cache) caches.set(name, (cache = { generation: 0, drops: [] }));
    return cache;
  };

  function dropEverything(): void {
    for (const cache of caches.values()) {
      cache.generation += 1;
      for (const drop of cache.drops) drop(EVERY_KEY);
    }
  }

  return {
    /** Registers a cache (several may share a name: each is told of every change to it). */
    register(name: string, drop: CacheDrop): CacheWatch {
      if (!isCacheName(name)) throw new Error(`not a cache name: ${name}`);
      const cache = cacheNamed(name);
      cache.drops.push(drop);
      return {
        beginRead() {
          const generation = cache.generation;
          const wasHearing = isHearing;
          return () => wasHearing && isHearing && cache.generation === generation;
        },
      };
    },

    /** A change to `key` of the cache `name` (`EVERY_KEY`: to all of it). */
    drop(name: string, key: string): void {
      const cache = caches.get(name);
      if (!cache) return;
      cache.generation += 1;
      for (const drop of cache.drops) drop(key);
    },

    dropEverything,

    /**
     * Whether changes made elsewhere reach this process. Going deaf or hearing again both drop
     * everything: what was kept may have changed unheard. While deaf, nothing read is kept.
     */
    setHearing(hearing: boolean): void {
      isHearing = hearing;
      dropEverything();
    },

    get isHearing(): boolean {
      return isHearing;
    },
  };
}
export type CacheRegistry = ReturnType<typeof createCacheRegistry>;
