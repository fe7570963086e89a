import { describe, expect, it } from 'vitest';
import { EVERY_KEY, createCacheRegistry } from './cache-invalidation';
import { createReadThroughCache } from './read-through-cache';

function clockAt(start: number) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** A load that counts its calls and answers what it is told, when it is told. */
function loader<V>() {
  let calls = 0;
  let settle: { resolve: (value: V) => void; reject: (error: Error) => void } | undefined;
  return {
    load: () => {
      calls += 1;
      return new Promise<V>((resolve, reject) => (settle = { resolve, reject }));
    },
    resolve: (value: V) => settle?.resolve(value),
    reject: (error: Error) => settle?.reject(error),
    get calls() {
      return calls;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('read-through cache', () => {
  it('shares one load between callers and keeps the answer for its time', async () => {
    const clock = clockAt(0);
    const cache = createReadThroughCache<string, number>({ maxEntries: 10, clock, ttlMs: 100 });
    const source = loader<number>();
    const both = Promise.all([cache.read('a', source.load), cache.read('a', source.load)]);
    source.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(source.calls).toBe(1);

    clock.advance(99);
    expect(await cache.read('a', source.load)).toBe(7);
    clock.advance(1);
    const again = cache.read('a', source.load);
    source.resolve(8);
    expect(await again).toBe(8);
    expect(source.calls).toBe(2);
  });

  it('lets an answer go at the moment it names, when that is sooner', async () => {
    const clock = clockAt(0);
    const cache = createReadThroughCache<string, { until: number }>({
      maxEntries: 10,
      clock,
      ttlMs: 100,
      expiresBy: (value) => new Date(value.until),
    });
    const source = loader<{ until: number }>();
    const first = cache.read('a', source.load);
    source.resolve({ until: 30 });
    await first;
    await tick();
    clock.advance(29);
    await cache.read('a', source.load);
    expect(source.calls).toBe(1);
    clock.advance(1);
    void cache.read('a', source.load);
    expect(source.calls).toBe(2);
  });

  it('keeps no failed load', async () => {
    const cache = createReadThroughCache<string, number>({
      maxEntries: 10,
      clock: clockAt(0),
      ttlMs: 100,
    });
    const source = loader<number>();
    const failing = cache.read('a', source.load);
    source.reject(new Error('the database is away'));
    await expect(failing).rejects.toThrow('away');
    await tick();
    void cache.read('a', source.load);
    expect(source.calls).toBe(2);
  });

  it('clears every answer, and does not keep one that was loading when it was cleared', async () => {
    const cache = createReadThroughCache<string, number>({
      maxEntries: 10,
      clock: clockAt(0),
      ttlMs: 100,
    });
    const source = loader<number>();
    const loading = cache.read('a', source.load);
    cache.clear();
    source.resolve(1);
    expect(await loading).toBe(1);
    await tick();
    void cache.read('a', source.load);
    expect(source.calls).toBe(2);
  });

  describe('watched for changes made elsewhere', () => {
    function watched() {
      const registry = createCacheRegistry({ isHearing: true });
      const cache = createReadThroughCache<string, number>({
        maxEntries: 10,
        clock: clockAt(0),
        ttlMs: 100,
        watch: (drop) => registry.register('pages', drop),
      });
      return { registry, cache };
    }
    /** Whether a read of `key` loads (it was not kept) and a second one does not (it is now). */
    async function loadsOnceThenKeeps(cache: ReturnType<typeof watched>['cache'], key: string) {
      const source = loader<number>();
      const reading = cache.read(key, source.load);
      source.resolve(1);
      await reading;
      await tick();
      void cache.read(key, source.load);
      return source.calls === 1;
    }

    it('drops the key a change names, or every key', async () => {
      const { registry, cache } = watched();
      expect(await loadsOnceThenKeeps(cache, 'a')).toBe(true);
      expect(await loadsOnceThenKeeps(cache, 'b')).toBe(true);
      registry.drop('pages', 'a');
      const untouched = loader<number>();
      void cache.read('b', untouched.load);
      expect(untouched.calls).toBe(0);
      expect(await loadsOnceThenKeeps(cache, 'a')).toBe(true);
      registry.drop('pages', EVERY_KEY);
      const source = loader<number>();
      void cache.read('b', source.load);
      void cache.read('a', source.load);
      expect(source.calls).toBe(2);
    });

    it('answers a load that a change overtook without keeping it', async () => {
      const { registry, cache } = watched();
      const source = loader<number>();
      const loading = cache.read('a', source.load);
      registry.drop('pages', 'another key');
      source.resolve(1);
      expect(await loading).toBe(1);
      await tick();
      void cache.read('a', source.load);
      expect(source.calls).toBe(2);
    });

    it('keeps nothing while changes cannot be heard', async () => {
      const { registry, cache } = watched();
      registry.setHearing(false);
      expect(await loadsOnceThenKeeps(cache, 'a')).toBe(false);
      registry.setHearing(true);
      expect(await loadsOnceThenKeeps(cache, 'b')).toBe(true);
    });
  });
});
