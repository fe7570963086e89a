import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { embeddedStartParams, openEmbeddedDatabase } from './embedded-database';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  /**
   * Runs the work of a start (migrations, the configured admin, the demo data) while holding
   * the start-up lock, so app processes starting together on one server take turns and each
   * finds what the one before it wrote. The work itself runs on the pool.
   */
  withStartLock: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * The connections this process holds to the database, for the metrics: the pool's (total, idle,
   * and callers waiting for one); the embedded database is one connection inside the process.
   */
  connections: () => DatabaseConnections;
  close: () => Promise<void>;
};

export type DatabaseConnections = { total: number; idle?: number; waiting?: number };

// In the source tree the migrations sit beside this file; the build copies them beside the bundle.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * node-postgres and Drizzle's side of it, loaded only for a server: on the embedded database
 * they would be memory held for nothing (decision 032).
 */
async function loadServerDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { Client: pg.Client, Pool: pg.Pool, drizzle, migrate };
}

/**
 * Any number for pg_advisory_lock, so app processes starting together take turns. Versions
 * that held it around migrations only used the same one, so a rolling update still lines up.
 */
const START_LOCK_ID = 720_412_001;

/**
 * Holds the start-up lock on a connection of its own, outside the pool: waiting for it may take
 * as long as another process's demo seeding, beyond the pool's statement timeout, and the pool
 * stays free for the work. Ending the session releases the lock, also when the process dies.
 */
async function holdingStartLock<T>(
  databaseUrl: string,
  onConnectionError: (error: Error) => void,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const { Client } = await loadServerDriver();
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  client.on('error', onConnectionError);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_ID]);
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const migrateEmbedded = (client: PGlite) =>
  migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });

/**
 * An empty embedded database with every migration applied, as a data-directory tarball for
 * `openDatabase`'s `embeddedSnapshot`: tests start each file from a copy of it, because
 * creating and migrating a PGlite database takes seconds and loading one a fraction of that.
 */
export async function migratedEmbeddedSnapshot(): Promise<Blob> {
  const client = await PGlite.create('memory://', { startParams: embeddedStartParams() });
  try {
    await migrateEmbedded(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  embeddedDir: string;
  /**
   * Where the embedded database starts from instead of an empty folder: a tarball of a data
   * directory (`migratedEmbeddedSnapshot`). Migrations still run, and skip what it has applied.
   */
  embeddedSnapshot?: Blob;
  /** Told when the server drops an idle connection (a restart, a failover); the pool reconnects. */
  onIdleClientError: (error: Error) => void;
}): Promise<Database> {
  if (!options.databaseUrl) {
    const client = await openEmbeddedDatabase(options.embeddedDir, options.embeddedSnapshot);
    await migrateEmbedded(client);
    const embedded = drizzlePglite(client, { schema });
    return {
      db: embedded as unknown as Db,
      kind: 'embedded',
      // One process owns an embedded database's folder: nobody to take turns with.
      withStartLock: (work) => work(),
      connections: () => ({ total: 1 }),
      close: () => client.close(),
    };
  }

  const { Pool, drizzle: drizzlePg, migrate: migratePg } = await loadServerDriver();
  const pool = new Pool({
    connectionString: options.databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // No query may hold a connection forever (the API's own request timeout is longer).
    statement_timeout: 20_000,
  });
  pool.on('error', options.onIdleClientError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const { databaseUrl, onIdleClientError } = options;
  try {
    await holdingStartLock(databaseUrl, onIdleClientError, (client) =>
      migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
    );
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    withStartLock: (work) => holdingStartLock(databaseUrl, onIdleClientError, () => work()),
    connections: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
