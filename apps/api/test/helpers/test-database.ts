import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createServerDatabase } from './server-database';

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
