import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Every test file gets a database of its own: PGlite in memory by default, or, when
 * DATABASE_URL is set, a fresh database created on that PostgreSQL server and dropped after.
 */
export async function createTestDatabase(): Promise<{
  databaseUrl: string | undefined;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { databaseUrl: undefined, drop: async () => {} };

  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'cuebrief'}_t${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;

  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
