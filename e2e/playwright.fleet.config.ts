import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/browser';
import { FLEET_URL } from './support/fleet';

const jsonReport = process.env.E2E_JSON_REPORT;

/**
 * The fleet's journey (specs/fleet), apart from the other specs: it starts its own fleet — two
 * instances of the built API on PostgreSQL (DATABASE_URL), an S3 server and an SMTP server
 * behind nginx (`apt-get install nginx`) — and kills one instance on the way
 * (docs/decisions/029-the-fleet-test.md). `npm run build` first.
 */
export default defineConfig({
  testDir: 'specs/fleet',
  outputDir: 'test-results/fleet',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : [])],
  use: { baseURL: FLEET_URL, ...CHROMIUM },
});
