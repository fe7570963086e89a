import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/browser';
import { prepareServerEnvironment, type ServerEnvironment } from './support/server-environment';
import { SERVERS } from './support/servers';
import { specsOfShard } from './support/shards';
import { TWO_FACTOR_ADMIN } from './support/two-factor';

const server = await prepareServerEnvironment();
// The same build again with the music view switched off at run time (MUSIC_VIEW,
// docs/contracts.md#music-view).
const musicViewOffServer = await prepareServerEnvironment('music-view-off');
const jsonReport = process.env.E2E_JSON_REPORT;
const shard = specsOfShard(process.env.E2E_SHARD);

/** A test server on its own data, with demo data, at `baseUrl`. */
function testServer(baseUrl: string, data: ServerEnvironment, env: Record<string, string> = {}) {
  return {
    command: 'node ../apps/api/dist/server.js',
    url: `${baseUrl}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: new URL(baseUrl).port,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      DATA_DIR: data.dataDir,
      // Without DATABASE_URL the server uses the embedded database inside DATA_DIR.
      DATABASE_URL: data.databaseUrl ?? '',
      // The developer's own settings never reach the test server (a blank value is unset).
      NODE_ENV: '',
      API_DOCS: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      JWT_SECRET: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_REGION: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      TRUST_PROXY: '',
      MUSIC_VIEW: '',
      ...env,
    },
  };
}

/**
 * Browser tests against the built app (`npm run build` first), driving Debian's Chromium: no
 * browser is ever downloaded. Each server runs on its own data each run, with the demo accounts;
 * specs use the main one unless they set another baseURL.
 */
export default defineConfig({
  testDir: 'specs',
  // The fleet's journey runs on a fleet of its own (playwright.fleet.config.ts). E2E_SHARD picks
  // one of the two shards .ci/run runs side by side (support/shards.ts).
  ...(shard.testMatch ? { testMatch: shard.testMatch } : {}),
  testIgnore: ['**/specs/fleet/**', ...shard.testIgnore],
  outputDir: 'test-results',
  // One browser at a time: the specs share one server and its demo accounts, and some rely on
  // what a spec before them did (files run in name order). To run specs at once, run shards
  // side by side, each on servers of its own (`E2E_PORT`, `E2E_SHARD`), as .ci/run does.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : [])],
  use: { baseURL: SERVERS.main, ...CHROMIUM },
  webServer: [
    // An admin of its own for the two-factor journey, beside the demo accounts.
    testServer(SERVERS.main, server, {
      ADMIN_EMAIL: TWO_FACTOR_ADMIN.email,
      ADMIN_PASSWORD: TWO_FACTOR_ADMIN.password,
    }),
    testServer(SERVERS.musicViewOff, musicViewOffServer, { MUSIC_VIEW: 'false' }),
  ],
});
