import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createTestClock, type TestClock } from './test-clock';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  close: () => Promise<void>;
};

/**
 * The configuration of an app under test on its own database and data folder: no demo data, a
 * fixed JWT secret, quiet unless its log is read, and the background workers (analysis too) off.
 */
export function testConfig(
  place: { databaseUrl: string | undefined; dataDir: string },
  options: { config?: Partial<Config>; logged?: boolean } = {},
): Config {
  return {
    // A public address as production has (links in mail and answers start with it); the tests
    // of links without one give their own config (public-url.test.ts).
    ...loadConfig({
      DATA_DIR: place.dataDir,
      LOG_LEVEL: options.logged ? 'info' : 'silent',
      PUBLIC_URL: 'http://localhost:3000',
    }),
    databaseUrl: place.databaseUrl,
    embeddedDatabaseDir: 'memory://',
    demoData: false,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    mailPollMs: 0,
    requestsPollMs: 0,
    orphanSweepPollMs: 0,
    // Analysis runs on worker threads only in the tests that are about it.
    analysisWorkers: 0,
    ...options.config,
  };
}

/**
 * The real app on a real database of its own, migrated and empty, with a clock the test controls.
 * The mail and requests workers are off: tests call `app.services.mail.deliverDue()`,
 * `app.services.requestDigests.sendDueDigests()` and the like when they mean to.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    logStream?: DestinationStream;
    clock?: TestClock;
    /** A built web app to serve (a folder with index.html), as the server does when it exists. */
    webRoot?: string;
    /** Runs before `ready()`, while routes and hooks can still be added (e.g. a crashing route). */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? createTestClock();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cuebrief-test-'));
  const database = await createTestDatabase();
  const config = testConfig(
    { databaseUrl: database.databaseUrl, dataDir },
    { config: options.config, logged: options.logStream !== undefined },
  );
  const app = await buildApp({
    config,
    clock,
    logStream: options.logStream,
    webRoot: options.webRoot,
    embeddedDatabaseSnapshot: database.embeddedSnapshot,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Closes the app's database under it, as a test of a lost database does. The app closes it again
 * on shutdown, and a pool or PGlite allows one close only, so that later close waits on this one.
 */
export async function closeDatabaseUnder(app: FastifyInstance): Promise<void> {
  const { database } = app;
  const closeOnce = database.close;
  let closed: Promise<void> | undefined;
  database.close = () => (closed ??= closeOnce());
  await database.close();
}

/**
 * The app of a whole test file: opened before its first test, closed after its last. The object
 * is filled in when it opens, so read it inside tests and hooks, not while the file is collected.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}
