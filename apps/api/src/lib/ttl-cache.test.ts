import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

function clockAt(start: number) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('ttl cache', () => {
  it('returns a value until its time is up', () => {
    const clock = clockAt(1_000);
    const cache = createTtlCache<string, number>({ maxEntries: 10, clock });
    cache.set('a', 1, 100);
    clock.advance(99);
    expect(cache.get('a')).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = createTtlCache<string, number>({ maxEntries: 2, clock: clockAt(0) });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.set('c', 3, 1000);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('forgets a deleted key', () => {
    const cache = createTtlCache<string, number>({ maxEntries: 2, clock: clockAt(0) });
    cache.set('a', 1, 1000);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything when cleared', () => {
    const cache = createTtlCache<string, number>({ maxEntries: 2, clock: clockAt(0) });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.clear();
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual([undefined, undefined, 0]);
  });
});
