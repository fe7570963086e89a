import { describe, expect, it } from 'vitest';
import {
  EVERY_KEY,
  changeNotice,
  createCacheRegistry,
  dropFrom,
  parseChangeNotice,
} from './cache-invalidation';

/** A registry with two caches of plain maps, as the services keep them. */
function twoCaches() {
  const registry = createCacheRegistry({ isHearing: true });
  const accounts = new Map([
    ['a', 1],
    ['b', 2],
  ]);
  const pages = new Map([['p', 3]]);
  const accountsWatch = registry.register('accounts', dropFrom(accounts));
  const pagesWatch = registry.register('open-pages', dropFrom(pages));
  return { registry, accounts, pages, accountsWatch, pagesWatch };
}

describe('cache registry', () => {
  it('drops the key a change names, and only in the cache it names', () => {
    const { registry, accounts, pages } = twoCaches();
    registry.drop('accounts', 'a');
    expect([...accounts.keys()]).toEqual(['b']);
    expect([...pages.keys()]).toEqual(['p']);
  });

  it('drops every key of a cache for *', () => {
    const { registry, accounts, pages } = twoCaches();
    registry.drop('accounts', EVERY_KEY);
    expect(accounts.size).toBe(0);
    expect(pages.size).toBe(1);
  });

  it('tells every cache registered under one name', () => {
    const { registry, accounts } = twoCaches();
    const heard: string[] = [];
    registry.register('accounts', (key) => heard.push(key));
    registry.drop('accounts', 'b');
    expect(heard).toEqual(['b']);
    expect(accounts.has('b')).toBe(false);
  });

  it('ignores a change to a cache nobody registered', () => {
    const { registry, accounts, pages } = twoCaches();
    registry.drop('sessions', EVERY_KEY);
    expect(accounts.size + pages.size).toBe(3);
  });

  it('keeps a read when nothing changed while it ran', () => {
    const { accountsWatch } = twoCaches();
    const isFresh = accountsWatch.beginRead();
    expect(isFresh()).toBe(true);
  });

  it('does not keep a read that a change to its cache overtook, whichever key it named', () => {
    const { registry, accountsWatch, pagesWatch } = twoCaches();
    const readingA = accountsWatch.beginRead();
    const readingPages = pagesWatch.beginRead();
    registry.drop('accounts', 'b');
    expect(readingA()).toBe(false);
    // Another cache's change does not concern it.
    expect(readingPages()).toBe(true);
    // A read begun after the change is kept.
    expect(accountsWatch.beginRead()()).toBe(true);
  });

  it('drops everything when it goes deaf and again when it hears, keeping nothing read meanwhile', () => {
    const { registry, accounts, pages, accountsWatch } = twoCaches();
    const before = accountsWatch.beginRead();
    registry.setHearing(false);
    expect(accounts.size + pages.size).toBe(0);
    expect(before()).toBe(false);

    accounts.set('a', 9);
    const whileDeaf = accountsWatch.beginRead();
    expect(whileDeaf()).toBe(false);

    registry.setHearing(true);
    expect(accounts.size).toBe(0);
    expect(whileDeaf()).toBe(false);
    expect(accountsWatch.beginRead()()).toBe(true);
    expect(registry.isHearing).toBe(true);
  });

  it('refuses a name a notice could not carry', () => {
    const registry = createCacheRegistry({ isHearing: true });
    expect(() => registry.register('accounts:x', () => {})).toThrow('not a cache name');
    expect(() => registry.register('', () => {})).toThrow('not a cache name');
  });
});

describe('change notices', () => {
  it('carry the cache and the key, which may hold a colon', () => {
    expect(changeNotice('accounts', 'a:b')).toBe('accounts:a:b');
    expect(parseChangeNotice('accounts:a:b')).toEqual({ cache: 'accounts', key: 'a:b' });
    expect(parseChangeNotice('open-request-pages:*')).toEqual({
      cache: 'open-request-pages',
      key: EVERY_KEY,
    });
  });

  it('are ignored when malformed', () => {
    for (const notice of ['', 'accounts', ':a', 'accounts:']) {
      expect(parseChangeNotice(notice)).toBeUndefined();
    }
  });
});
