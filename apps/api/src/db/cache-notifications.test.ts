import { EventEmitter } from 'node:events';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVERY_KEY, dropFrom } from '../lib/cache-invalidation';
import {
  CACHE_CHANNEL,
  createListeningCacheNotifications,
  createLocalCacheNotifications,
  type CacheNotifications,
  type ListeningConnection,
} from './cache-notifications';
import type { DbOrTx } from './client';

/** A listening connection the test drives: it connects or fails as told, and can be lost. */
class FakeConnection extends EventEmitter {
  readonly statements: string[] = [];
  isEnded = false;
  constructor(private readonly plan: { failConnect?: boolean; failQueries?: boolean }) {
    super();
  }
  async connect(): Promise<void> {
    if (this.plan.failConnect) throw new Error('connection refused');
  }
  async query(statement: string): Promise<unknown> {
    this.statements.push(statement);
    if (this.plan.failQueries && statement === 'select 1') throw new Error('no answer');
    return {};
  }
  async end(): Promise<void> {
    if (this.isEnded) return;
    this.isEnded = true;
    this.emit('end');
  }
  notify(payload: string, channel = CACHE_CHANNEL): void {
    this.emit('notification', { processId: 1, channel, payload });
  }
}

const quiet = { warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const notifications of opened.splice(0)) await notifications.close();
});

/** A listener on fake connections, made as `plans` say (the last plan repeats). */
function listenerOn(
  plans: { failConnect?: boolean; failQueries?: boolean }[] = [{}],
  options: { pingEveryMs?: number } = {},
) {
  const connections: FakeConnection[] = [];
  const delaysAsked: number[] = [];
  const notifications = createListeningCacheNotifications({
    log: quiet,
    newConnection: () => {
      const connection = new FakeConnection(plans[Math.min(connections.length, plans.length - 1)]!);
      connections.push(connection);
      return connection as unknown as ListeningConnection;
    },
    retryDelayMs: (attempt) => {
      delaysAsked.push(attempt);
      return 5;
    },
    pingEveryMs: options.pingEveryMs,
  });
  opened.push(notifications);
  const accounts = new Map<string, number>();
  const pages = new Map<string, number>();
  const accountsWatch = notifications.watch('accounts', dropFrom(accounts));
  notifications.watch('open-pages', dropFrom(pages));
  /** Listens, then keeps entries in both caches (listening drops what was kept before). */
  const startFilled = async () => {
    await notifications.start();
    accounts.set('a', 1).set('b', 2);
    pages.set('p', 3);
  };
  const latest = () => connections[connections.length - 1]!;
  return {
    notifications,
    startFilled,
    connections,
    latest,
    delaysAsked,
    accounts,
    pages,
    accountsWatch,
  };
}

/** A database whose statements are recorded as SQL text and parameters. */
function recordingDb() {
  const dialect = new PgDialect();
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = {
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      statements.push({ sql, params });
      return { rows: [] };
    },
  } as unknown as DbOrTx;
  return { db, statements };
}

describe('listening cache notifications', () => {
  it('listen on their channel once started, are deaf until then, and drop what was kept before', async () => {
    const { notifications, latest, accounts, accountsWatch } = listenerOn();
    expect(notifications.isHearing).toBe(false);
    const beforeListening = accountsWatch.beginRead();
    expect(beforeListening()).toBe(false);
    accounts.set('a', 1);
    await notifications.start();
    expect(latest().statements).toEqual([`listen ${CACHE_CHANNEL}`]);
    expect(notifications.isHearing).toBe(true);
    expect(accounts.size).toBe(0);
    expect(beforeListening()).toBe(false);
  });

  it('drop the one key a notice names, in the cache it names', async () => {
    const { startFilled, latest, accounts, pages } = listenerOn();
    await startFilled();
    latest().notify('accounts:a');
    expect([...accounts.keys()]).toEqual(['b']);
    expect(pages.size).toBe(1);
    latest().notify('open-pages:*');
    expect(pages.size).toBe(0);
    expect([...accounts.keys()]).toEqual(['b']);
  });

  it('ignore other channels and notices they cannot read', async () => {
    const { startFilled, latest, accounts } = listenerOn();
    await startFilled();
    latest().notify('accounts:a', 'another_channel');
    latest().notify('accounts');
    latest().notify('');
    expect(accounts.size).toBe(2);
  });

  it('do not keep a read that a notice overtook', async () => {
    const { notifications, latest, accountsWatch } = listenerOn();
    await notifications.start();
    const racing = accountsWatch.beginRead();
    const untouched = accountsWatch.beginRead();
    latest().notify('accounts:b');
    expect(racing()).toBe(false);
    expect(untouched()).toBe(false);
    expect(accountsWatch.beginRead()()).toBe(true);
  });

  it('drop everything when the connection is lost, keep nothing read while deaf, and drop everything again once listening anew', async () => {
    const { notifications, startFilled, connections, latest, accounts, pages, accountsWatch } =
      listenerOn();
    await startFilled();
    const before = accountsWatch.beginRead();

    connections[0]!.emit('error', new Error('terminating connection'));
    expect(notifications.isHearing).toBe(false);
    expect(accounts.size + pages.size).toBe(0);
    expect(before()).toBe(false);
    expect(quiet.warn).toHaveBeenCalled();

    // What is read while deaf may miss a change: it is not kept, and what was put in is dropped.
    const whileDeaf = accountsWatch.beginRead();
    accounts.set('a', 5);
    await vi.waitFor(() => expect(notifications.isHearing).toBe(true));
    expect(connections).toHaveLength(2);
    expect(latest().statements).toEqual([`listen ${CACHE_CHANNEL}`]);
    expect(accounts.size).toBe(0);
    expect(whileDeaf()).toBe(false);

    latest().notify('accounts:z');
    expect(accountsWatch.beginRead()()).toBe(true);
  });

  it('notice a connection that ends without an error', async () => {
    const { notifications, connections } = listenerOn();
    await notifications.start();
    await connections[0]!.end();
    expect(notifications.isHearing).toBe(false);
    await vi.waitFor(() => expect(notifications.isHearing).toBe(true));
  });

  it('notice a connection that stops answering', async () => {
    const { notifications, connections } = listenerOn([{ failQueries: true }, {}], {
      pingEveryMs: 5,
    });
    await notifications.start();
    await vi.waitFor(() => expect(connections.length).toBeGreaterThan(1));
    expect(connections[0]!.isEnded).toBe(true);
    await vi.waitFor(() => expect(notifications.isHearing).toBe(true));
  });

  it('try again, waiting longer each time, until they listen', async () => {
    const { notifications, connections, delaysAsked } = listenerOn([
      { failConnect: true },
      { failConnect: true },
      {},
    ]);
    await notifications.start();
    expect(notifications.isHearing).toBe(false);
    await vi.waitFor(() => expect(notifications.isHearing).toBe(true));
    expect(connections).toHaveLength(3);
    expect(delaysAsked).toEqual([0, 1]);
  });

  it('stop listening and trying again once closed', async () => {
    const { notifications, connections } = listenerOn();
    await notifications.start();
    await notifications.close();
    expect(connections[0]!.isEnded).toBe(true);
    expect(notifications.isHearing).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(connections).toHaveLength(1);
  });

  it('publish one notice per key through the given transaction, and drop those keys here at once', async () => {
    const { notifications, startFilled, accounts, pages } = listenerOn();
    await startFilled();
    const { db, statements } = recordingDb();
    await notifications.publish(db, 'accounts', ['a', 'b']);
    expect(accounts.size).toBe(0);
    expect(pages.size).toBe(1);
    expect(statements).toEqual([
      {
        sql: 'select pg_notify($1, $2), pg_notify($3, $4)',
        params: [CACHE_CHANNEL, 'accounts:a', CACHE_CHANNEL, 'accounts:b'],
      },
    ]);

    await notifications.publish(db, 'open-pages', EVERY_KEY);
    expect(pages.size).toBe(0);
    expect(statements[1]?.params).toEqual([CACHE_CHANNEL, 'open-pages:*']);

    await notifications.publish(db, 'accounts', []);
    expect(statements).toHaveLength(2);
  });

  it('refuse to publish under a name a notice could not carry', async () => {
    const { notifications } = listenerOn();
    const { db, statements } = recordingDb();
    await expect(notifications.publish(db, 'accounts:a', 'b')).rejects.toThrow('not a cache name');
    expect(statements).toHaveLength(0);
  });
});

describe('local cache notifications (the embedded database)', () => {
  it('drop here at once and send nothing, always hearing', async () => {
    const local: CacheNotifications = createLocalCacheNotifications();
    const accounts = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    const watch = local.watch('accounts', dropFrom(accounts));
    const racing = watch.beginRead();
    const { db, statements } = recordingDb();
    await local.publish(db, 'accounts', 'a');
    expect([...accounts.keys()]).toEqual(['b']);
    expect(statements).toHaveLength(0);
    expect(racing()).toBe(false);
    expect(local.isHearing).toBe(true);
    expect(watch.beginRead()()).toBe(true);
  });
});
