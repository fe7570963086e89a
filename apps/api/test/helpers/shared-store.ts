import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { runStartSteps } from '../../src/start';
import { createTestClock, type TestClock } from './test-clock';
import { createTestDatabase } from './test-database';

export type SharedStore = {
  /** Whether the store is a PostgreSQL server's database, which several processes may share. */
  isServer: boolean;
  /**
   * The configuration `env` gives (as the server reads it, so its defaults are the embedded
   * database's), pointed at this store; workers off (analysis unless `env` sets its threads).
   */
  configOf: (env?: NodeJS.ProcessEnv) => Config;
  /**
   * Builds the real app on the store and runs its start step, as `node server.js` would with
   * `env`; on a test clock standing at `clock`'s time (a fixed date unless given), with
   * `config` laid over (e.g. another way to the same database).
   */
  start: (
    env?: NodeJS.ProcessEnv,
    options?: { clock?: TestClock; config?: Partial<Config> },
  ) => Promise<FastifyInstance>;
  drop: () => Promise<void>;
};

/**
 * One database and data folder that several starts of the app share, as a restart or a second
 * instance does: PGlite in a folder (not in memory, so a restart finds it), or a fresh database
 * on the server named by DATABASE_URL.
 */
export async function createSharedStore(): Promise<SharedStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cuebrief-store-'));
  const database = await createTestDatabase();
  const configOf = (env: NodeJS.ProcessEnv = {}): Config => ({
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      // Off unless `env` asks for analysis threads, as the tests about analysis do.
      ANALYSIS_WORKERS: '0',
      ...env,
    }),
    databaseUrl: database.databaseUrl,
    mailPollMs: 0,
    requestsPollMs: 0,
    orphanSweepPollMs: 0,
  });
  return {
    isServer: database.databaseUrl !== undefined,
    configOf,
    start: async (env, options = {}) => {
      const config = { ...configOf(env), ...options.config };
      const clock = options.clock ?? createTestClock();
      const app = await buildApp({ config, clock });
      await runStartSteps(app, { config, clock });
      return app;
    },
    drop: async () => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
