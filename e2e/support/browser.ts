import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

/**
 * How every Playwright config here drives the browser: Debian's Chromium (`/usr/bin/chromium`,
 * or CHROMIUM_PATH), never a downloaded one, headless, quiet, with screenshots and traces of
 * failures.
 */
export const CHROMIUM: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
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
};
