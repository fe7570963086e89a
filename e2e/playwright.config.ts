import { defineConfig } from '@playwright/test';
import { prepareServerEnvironment } from './support/server-environment';

const PORT = 3100;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const server = await prepareServerEnvironment();
const jsonReport = process.env.E2E_JSON_REPORT;

/**
 * Browser tests against the built app (`npm run build` first), driving Debian's Chromium: no
 * browser is ever downloaded. The server runs on its own data each run, with the demo accounts.
 */
export default defineConfig({
  testDir: 'specs',
  outputDir: 'test-results',
  // One browser at a time: the specs share one server and its demo accounts, on 2 cores.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : [])],
  use: {
    baseURL: BASE_URL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `${BASE_URL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      DATA_DIR: server.dataDir,
      // Without DATABASE_URL the server uses the embedded database inside DATA_DIR.
      DATABASE_URL: server.databaseUrl ?? '',
      // The developer's own settings never reach the test server (a blank value is unset).
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
    },
  },
});
