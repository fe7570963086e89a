// The databases the bench runs its API cases on: the embedded one, and a fresh database on the
// PostgreSQL server DATABASE_URL names (as the tests take it), dropped after.
import { createServerDatabase } from '../test/helpers/server-database';

export type BenchDatabaseName = 'embedded' | 'PostgreSQL';

/** A measure that could not be taken, and why (a route not there yet, no PostgreSQL). */
export type Missing = { missing: string };
export const isMissing = (figure: object): figure is Missing => 'missing' in figure;

/** Why a PostgreSQL figure is missing, for the report. */
export const NO_POSTGRES = 'DATABASE_URL is not set, so nothing ran on PostgreSQL';

/** One database a case runs on: the embedded one has no URL. */
export type BenchDatabase = { name: BenchDatabaseName; databaseUrl?: string };

/**
 * Runs `work` on the embedded database, then on a new database of the PostgreSQL server
 * DATABASE_URL names, dropped after; without DATABASE_URL the second is missing.
 */
export async function onEachDatabase<T>(
  work: (database: BenchDatabase) => Promise<T>,
): Promise<[T, T | Missing]> {
  const embedded = await work({ name: 'embedded' });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return [embedded, { missing: NO_POSTGRES }];
  const database = await createServerDatabase(serverUrl, { label: 'bench_' });
  try {
    return [embedded, await work({ name: 'PostgreSQL', databaseUrl: database.url })];
  } finally {
    await database.drop();
  }
}

/** The figures that were measured, each database's once. */
export const measured = <T extends object>(results: (T | Missing)[]): T[] =>
  results.filter((r): r is T => !isMissing(r));

/** "Not measured: …" for each missing one, a line each. */
export const notMeasured = (results: object[]): string =>
  results
    .filter(isMissing)
    .map((r) => `Not measured: ${r.missing}.`)
    .join('\n');
