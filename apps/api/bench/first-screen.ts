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
  /** Where a cold load's time goes: the median of each step's time since navigation, ms. */
  coldSteps: ScreenSteps;
};

/**
 * A load's steps, each in ms since the start of navigation (absent when the load had none):
 * the app's entry script arrived, the entry evaluated (DOMContentLoaded: module scripts run
 * before it), the first paint (the shell), the profile answered, the last of the app's files
 * that arrived before the first screen, and for each of the `resources` named (the page's chunk,
 * its list's call) when it was asked for and answered.
 */
export type ScreenSteps = Record<string, number>;

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

/** The steps of the load in the page (see ScreenSteps), read from its performance timeline. */
const STEPS_IN_PAGE = (resources: Record<string, string>) => `(() => {
  const steps = {};
  const at = (name, ms) => { if (ms !== undefined && ms > 0) steps[name] = Math.round(ms); };
  const entries = performance.getEntriesByType('resource');
  const first = (part) => entries.find((entry) => entry.name.includes(part));
  at('entry script arrived', first('/assets/main-')?.responseEnd);
  at('entry evaluated', performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd);
  at('first paint', performance.getEntriesByName('first-paint')[0]?.startTime);
  at('profile answered', first('/auth/profile')?.responseEnd);
  // The last of the app's files the first screen waited for (the page's chunk and its own).
  const files = entries.filter((entry) => entry.name.includes('/assets/'));
  const before = files.filter((entry) => entry.responseEnd <= window.__firstShownAt);
  at('last script arrived', Math.max(0, ...before.map((entry) => entry.responseEnd)));
  for (const [name, part] of Object.entries(${JSON.stringify(resources)})) {
    at(name + ' asked', first(part)?.startTime);
    at(name + ' answered', first(part)?.responseEnd);
  }
  return steps;
})()`;

async function loadOnce(
  context: BrowserContext,
  url: string,
  selector: string,
  resources: Record<string, string>,
): Promise<{ shownMs: number; steps: ScreenSteps }> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(selector, { timeout: 20_000 });
    await page.waitForFunction('window.__firstShownAt !== undefined');
    const shownMs = Math.round(await page.evaluate<number>('window.__firstShownAt'));
    const steps = await page.evaluate<ScreenSteps>(STEPS_IN_PAGE(resources));
    return { shownMs, steps };
  } finally {
    await page.close();
  }
}

/** Each step's median over the loads that had it, in the order of time. */
function medianSteps(loads: ScreenSteps[]): ScreenSteps {
  const names = [...new Set(loads.flatMap((steps) => Object.keys(steps)))];
  const medians = names.map((name): [string, number] => [
    name,
    median(loads.flatMap((steps) => (name in steps ? [steps[name]!] : []))),
  ]);
  return Object.fromEntries(medians.sort((a, b) => a[1] - b[1]));
}

/** `loads` cold loads of `url`, each followed by a warm one in the same context. */
export async function measureFirstScreen(options: {
  url: string;
  tokens: SignedIn;
  selector: string;
  loads: number;
  viewport?: { width: number; height: number };
  /** Resources whose times the steps report, by name: a part of their address. */
  resources?: Record<string, string>;
}): Promise<ScreenTimes> {
  const resources = options.resources ?? {};
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const coldMs: number[] = [];
    const warmMs: number[] = [];
    const coldSteps: ScreenSteps[] = [];
    for (let load = 0; load < options.loads; load += 1) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1440, height: 900 },
      });
      try {
        await prepare(context, options.tokens, options.selector);
        const cold = await loadOnce(context, options.url, options.selector, resources);
        coldMs.push(cold.shownMs);
        coldSteps.push({ ...cold.steps, 'first screen shown': cold.shownMs });
        warmMs.push((await loadOnce(context, options.url, options.selector, resources)).shownMs);
      } finally {
        await context.close();
      }
    }
    return {
      coldMs,
      warmMs,
      coldMedianMs: median(coldMs),
      warmMedianMs: median(warmMs),
      coldSteps: medianSteps(coldSteps),
    };
  } finally {
    await browser.close();
  }
}
