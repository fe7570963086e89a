import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database on the DATABASE_URL server with every migration applied, for files to copy. */
    templateDatabase?: string;
    /** A file holding an embedded database with every migration applied (a PGlite data dir). */
    embeddedSnapshotFile?: string;
  }
}

export type TestDatabase = {
  /** The server database of this file, or undefined for the embedded one. */
  databaseUrl: string | undefined;
  /** What the embedded database starts from (already migrated), when the run prepared one. */
  embeddedSnapshot: Blob | undefined;
  drop: () => Promise<void>;
};

/** Runs one statement on the server's maintenance connection (creating or dropping a database). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database beside the one `serverUrl` names, as a copy of `template` when given (an
 * empty one otherwise), with the means to drop it.
 */
export async function createServerDatabase(
  serverUrl: string,
  options: { label: string; template?: string },
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'cuebrief'}_${options.label}${randomBytes(5).toString('hex')}`;
  const template = options.template ? ` template "${options.template}"` : '';
  await onServer(serverUrl, `create database "${name}"${template}`);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * Every test file gets a database of its own: PGlite in memory by default, or, when
 * DATABASE_URL is set, a fresh database created on that PostgreSQL server and dropped after.
 * Both start as copies of one migrated when the run began (test/setup/migrated-database.ts),
 * so a file does not pay for the migrations; without that setup they start empty.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshotFile = inject('embeddedSnapshotFile');
    return {
      databaseUrl: undefined,
      embeddedSnapshot: snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined,
      drop: async () => {},
    };
  }
  const database = await createServerDatabase(serverUrl, {
    label: 't',
    template: inject('templateDatabase'),
  });
  return { databaseUrl: database.url, embeddedSnapshot: undefined, drop: database.drop };
}
