// How long a signed-in person waits for a page's first screen in Debian's Chromium: from the
// start of navigation to the frame that first shows an element of the page's list.
import { chromium, type BrowserContext } from 'playwright-core';
import type { SignedIn } from './processes';

export type ScreenTimes = {
  /** Each load with an empty cache (a new browser context), ms. */
  coldMs: number[];
  /** Each load again in the same context, its scripts cached, ms. */
  warmMs: number[];
  coldMedianMs: number;
  warmMedianMs: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * Before any of the app's code runs: the tokens where the app keeps them (so it starts signed
 * in), and a watch that notes the frame in which `selector` first appears. A script in text: the
 * API's TypeScript knows no DOM.
 */
async function prepare(context: BrowserContext, tokens: SignedIn, selector: string) {
  await context.addInitScript({
    content: `
      localStorage.setItem('accessToken', ${JSON.stringify(tokens.accessToken)});
      localStorage.setItem('refreshToken', ${JSON.stringify(tokens.refreshToken)});
      const observer = new MutationObserver(() => {
        if (!document.querySelector(${JSON.stringify(selector)})) return;
        observer.disconnect();
        // The frame that paints it, not the moment it was put in the page.
        requestAnimationFrame(() => { window.__firstShownAt = performance.now(); });
      });
      observer.observe(document, { childList: true, subtree: true });`,
  });
}

async function loadOnce(context: BrowserContext, url: string, selector: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(selector, { timeout: 20_000 });
    await page.waitForFunction('window.__firstShownAt !== undefined');
    return Math.round(await page.evaluate<number>('window.__firstShownAt'));
  } finally {
    await page.close();
  }
}

/** `loads` cold loads of `url`, each followed by a warm one in the same context. */
export async function measureFirstScreen(options: {
  url: string;
  tokens: SignedIn;
  selector: string;
  loads: number;
  viewport?: { width: number; height: number };
}): Promise<ScreenTimes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const coldMs: number[] = [];
    const warmMs: number[] = [];
    for (let load = 0; load < options.loads; load += 1) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1440, height: 900 },
      });
      try {
        await prepare(context, options.tokens, options.selector);
        coldMs.push(await loadOnce(context, options.url, options.selector));
        warmMs.push(await loadOnce(context, options.url, options.selector));
      } finally {
        await context.close();
      }
    }
    return { coldMs, warmMs, coldMedianMs: median(coldMs), warmMedianMs: median(warmMs) };
  } finally {
    await browser.close();
  }
}
