import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  close: () => Promise<void>;
};

// In the source tree the migrations sit beside this file; the build copies them beside the bundle.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number for pg_advisory_lock, so app processes starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 720_412_001;

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  embeddedDir: string;
  /** Told when the server drops an idle connection (a restart, a failover); the pool reconnects. */
  onIdleClientError: (error: Error) => void;
}): Promise<Database> {
  if (!options.databaseUrl) {
    const client = await PGlite.create(options.embeddedDir);
    const embedded = drizzlePglite(client, { schema });
    await migratePglite(embedded, { migrationsFolder });
    return { db: embedded as unknown as Db, kind: 'embedded', close: () => client.close() };
  }

  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // No query may hold a connection forever (the API's own request timeout is longer).
    statement_timeout: 20_000,
  });
  pool.on('error', options.onIdleClientError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
