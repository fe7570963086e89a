// The web app's weight as a guest's browser meets it: which scripts the first page loads, and
// how many bytes they are raw, gzipped and as actually sent. Driven through Debian's Chromium.
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';

/** Issue budget: the JavaScript a guest's first page needs, gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 250 * 1024;
/** Issue 15's budget for the recipient's page of a share link, a lean entry of its own. */
export const SHARE_PAGE_JS_BUDGET_BYTES = 100 * 1024;

const SHARE_PAGE = /^\/listen\/[^/?#]+/;

/** The gzipped budget a page's first load is held to, if it has one. */
export function budgetOf(path: string): number | undefined {
  if (SHARE_PAGE.test(path)) return SHARE_PAGE_JS_BUDGET_BYTES;
  return path === '/' ? INITIAL_JS_BUDGET_BYTES : undefined;
}

/** A page's path as reports show it: a share link's token is left out. */
export const shownPath = (path: string) => path.replace(SHARE_PAGE, '/listen/<token>');
const LOADS_PER_PAGE = 5;

export type PageWeight = {
  path: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** What went over the wire: the server sends the build's brotli files when asked. */
  wireBytes: number;
  /** Median first contentful paint of a cold load, in milliseconds. */
  firstPaintMs: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

export async function measureInitialJs(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) {
      const paints: number[] = [];
      let weight: Omit<PageWeight, 'firstPaintMs'> | undefined;
      for (let load = 0; load < LOADS_PER_PAGE; load += 1) {
        // A new context each time: an empty cache, as on a first visit.
        const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
        const page = await context.newPage();
        const scripts: Promise<{ raw: number; gzip: number; wire: number }>[] = [];
        const onResponse = (response: Response) => {
          if (response.request().resourceType() !== 'script') return;
          scripts.push(
            (async () => {
              const body = await response.body();
              const sizes = await response.request().sizes();
              return {
                raw: body.length,
                gzip: gzipSync(body, { level: 9 }).length,
                wire: sizes.responseBodySize,
              };
            })(),
          );
        };
        page.on('response', onResponse);
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        paints.push(
          await page.evaluate(
            () =>
              performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          ),
        );
        // A script answered after the network went idle would still be read from a page about
        // to close: stop listening first, then read every body that was seen.
        page.off('response', onResponse);
        const loaded = await Promise.all(scripts);
        weight = {
          path,
          scripts: loaded.length,
          rawBytes: loaded.reduce((sum, s) => sum + s.raw, 0),
          gzipBytes: loaded.reduce((sum, s) => sum + s.gzip, 0),
          wireBytes: loaded.reduce((sum, s) => sum + s.wire, 0),
        };
        await context.close();
      }
      if (!weight) throw new Error(`${path} was not loaded`);
      weights.push({ ...weight, firstPaintMs: Math.round(median(paints)) });
    }
    return weights;
  } finally {
    await browser.close();
  }
}
