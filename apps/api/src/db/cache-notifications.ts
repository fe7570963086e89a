import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import {
  changeNotice,
  createCacheRegistry,
  isCacheName,
  parseChangeNotice,
  type CacheDrop,
  type CacheRegistry,
  type CacheWatch,
} from '../lib/cache-invalidation';
import type { DbOrTx } from './client';

/** The PostgreSQL channel every instance listens on (docs/contracts.md#caches-across-instances). */
export const CACHE_CHANNEL = 'cuebrief_cache';

/**
 * What each instance keeps in memory, dropped on every instance when it changes (decision 024).
 * A cache registers with `watch` and asks its `CacheWatch` before keeping a read; a change
 * `publish`es the keys it touched.
 */
export type CacheNotifications = {
  /** Registers a cache under `name`: `drop` hears every change to it, made on any instance. */
  watch(name: string, drop: CacheDrop): CacheWatch;
  /**
   * Tells every instance that `keys` of the cache `name` changed (`EVERY_KEY`: all of it), and
   * drops them here at once. Given the change's transaction, the notice goes out with its
   * commit and never for a rollback; given the database, at once, so only after the change.
   */
  publish(db: DbOrTx, name: string, keys: string | readonly string[]): Promise<void>;
  /** Whether changes made by other instances reach this one now. */
  readonly isHearing: boolean;
  close(): Promise<void>;
};

type Log = Pick<FastifyBaseLogger, 'warn' | 'info' | 'debug'>;

/** What the listener needs of its connection: a `pg.Client` (tests hand in their own). */
export type ListeningConnection = {
  connect(): Promise<unknown>;
  query(statement: string): Promise<unknown>;
  on(event: 'notification', listener: (message: pg.Notification) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  end(): Promise<void>;
};

/** Waits between attempts to listen again: from a tenth of a second, doubling, up to 5 s. */
const retryDelayMs = (attempt: number) => Math.min(100 * 2 ** attempt, 5_000);
/**
 * How often the listening connection is asked a question: a connection that died without a
 * word (a half-open socket) is noticed within this and its answer time, not TCP's minutes.
 */
const PING_EVERY_MS = 30_000;
const PING_ANSWER_MS = 5_000;

function keysOf(name: string, keys: string | readonly string[]): readonly string[] {
  if (!isCacheName(name)) throw new Error(`not a cache name: ${name}`);
  return typeof keys === 'string' ? [keys] : keys;
}

function dropHere(registry: CacheRegistry, name: string, keys: readonly string[]): void {
  for (const key of keys) registry.drop(name, key);
}

/**
 * The embedded database's: one process owns its folder, so every change is made here and
 * dropping here is all there is to do. (PGlite has LISTEN/NOTIFY too, but it would only carry
 * the notice back to this same process.)
 */
export function createLocalCacheNotifications(): CacheNotifications {
  const registry = createCacheRegistry({ isHearing: true });
  return {
    watch: registry.register,
    async publish(_db, name, keys) {
      dropHere(registry, name, keysOf(name, keys));
    },
    isHearing: true,
    async close() {},
  };
}

/**
 * A PostgreSQL server's: each instance LISTENs on a connection of its own, outside the pool
 * (a pooled one would be handed to queries and lose the LISTEN). Until it listens, and from
 * the moment that connection is lost until it listens again, it is deaf: it drops every cache
 * at both ends (notices may have gone unheard) and keeps nothing it reads meanwhile.
 */
export function createListeningCacheNotifications(options: {
  newConnection: () => ListeningConnection;
  log: Log;
  retryDelayMs?: (attempt: number) => number;
  pingEveryMs?: number;
}): CacheNotifications & { start(): Promise<void> } {
  const { newConnection, log } = options;
  const delayOf = options.retryDelayMs ?? retryDelayMs;
  const registry = createCacheRegistry({ isHearing: false });
  let listening: ListeningConnection | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  let isClosed = false;

  function hear(message: pg.Notification): void {
    if (message.channel !== CACHE_CHANNEL || !message.payload) return;
    const notice = parseChangeNotice(message.payload);
    if (notice) registry.drop(notice.cache, notice.key);
  }

  function listenLater(): void {
    const delay = delayOf(attempt);
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delay);
    retry.unref();
  }

  async function listen(): Promise<void> {
    const connection = newConnection();
    let isLost = false;
    // Set once it listens; a loss before then has none to stop.
    let ping: NodeJS.Timeout | undefined = undefined;
    const lose = (error?: unknown) => {
      if (isLost) return;
      isLost = true;
      clearInterval(ping);
      connection.end().catch(() => {});
      if (listening === connection) listening = undefined;
      if (isClosed) return;
      if (registry.isHearing) {
        registry.setHearing(false);
        log.warn({ err: error }, 'cache notifications lost; every cache dropped until heard again');
      } else {
        log.debug({ err: error }, 'cache notifications: listening failed, trying again');
      }
      listenLater();
    };
    connection.on('notification', hear);
    connection.on('error', lose);
    connection.on('end', () => lose(new Error('the listening connection ended')));
    try {
      await connection.connect();
      await connection.query(`listen ${CACHE_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (isLost) return;
    if (isClosed) {
      isLost = true;
      await connection.end().catch(() => {});
      return;
    }
    listening = connection;
    const wasRetrying = attempt > 0;
    attempt = 0;
    registry.setHearing(true);
    if (wasRetrying) log.info('cache notifications heard again; every cache dropped');
    ping = setInterval(() => {
      connection.query('select 1').catch(lose);
    }, options.pingEveryMs ?? PING_EVERY_MS);
    ping.unref();
  }

  return {
    watch: registry.register,

    async publish(db, name, keys) {
      const list = keysOf(name, keys);
      if (list.length === 0) return;
      dropHere(registry, name, list);
      const notices = list.map(
        (key) => sql`pg_notify(${CACHE_CHANNEL}, ${changeNotice(name, key)})`,
      );
      await db.execute(sql`select ${sql.join(notices, sql`, `)}`);
    },

    get isHearing() {
      return registry.isHearing;
    },

    /** The first attempt to listen; should it fail, the next ones run on their own. */
    start: listen,

    async close() {
      isClosed = true;
      clearTimeout(retry);
      const connection = listening;
      listening = undefined;
      registry.setHearing(false);
      await connection?.end().catch(() => {});
    },
  };
}

/**
 * The notifications of an app: listening on the server `databaseUrl` names, or local on the
 * embedded database. Resolves once listening (or once the first attempt failed: the instance
 * then keeps nothing until it listens).
 */
export async function openCacheNotifications(options: {
  databaseUrl: string | undefined;
  log: Log;
}): Promise<CacheNotifications> {
  const { databaseUrl } = options;
  if (!databaseUrl) return createLocalCacheNotifications();
  // Loaded only for a server, as db/client.ts loads it (decision 032).
  const { Client } = (await import('pg')).default;
  const notifications = createListeningCacheNotifications({
    log: options.log,
    newConnection: () =>
      new Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: 5_000,
        query_timeout: PING_ANSWER_MS,
        keepAlive: true,
      }),
  });
  await notifications.start();
  return notifications;
}
