import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@cuebrief/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEveryRole } from '../helpers/every-role';
import type { Config } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The run-time settings the API gives the built pages as <meta> tags (plugins/web-app.ts), so
// one build serves any setting: MUSIC_VIEW and STRIPE_PUBLISHABLE_KEY.
const page = (marker: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cuebrief</title><script type="module" src="/assets/app.js"></script></head><body><div id="root">${marker}</div></body></html>`;
const INDEX_MARKER = 'settings-index-marker';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const PUBLISHABLE_KEY = 'pk_test_51CuebriefDemoKey09';
/** The app's pages, the share page and a pre-rendered guest page: each carries the settings. */
const PAGES = ['/', '/index.html', '/login', '/settings', '/cuebrief-music', '/listen/abc'];

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'cuebrief-web-settings-'));
  await mkdir(path.join(webRoot, 'pre-rendered'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), page(INDEX_MARKER));
  await writeFile(path.join(webRoot, 'listen.html'), page('settings-listen-marker'));
  await writeFile(path.join(webRoot, 'pre-rendered', 'login.html'), page('settings-login-marker'));
});
afterAll(() => rm(webRoot, { recursive: true, force: true }));

/** The content of the meta tag `name` in the page's head, if there is one. */
function metaOf(html: string, name: string): string | undefined {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  return new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(head)?.[1];
}

/**
 * An app on its own database serving the pages above with `config`, opened once the pages are
 * written (the object is filled in then, as useTestApp's is).
 */
function useWebApp(config: Partial<Config>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ webRoot, config }));
  });
  afterAll(() => t.close());
  return t;
}

const getFrom = (t: TestApp, url: string, headers: Record<string, string> = HTML) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the music-view flag (MUSIC_VIEW), given to the page at run time', () => {
  const byDefault = useWebApp({});
  const flagOff = useWebApp({ isMusicViewEnabled: false });

  it('says true in the head of every page by default', async () => {
    for (const url of PAGES) {
      const response = await getFrom(byDefault, url);
      expect(metaOf(response.body, 'cuebrief-music-view'), url).toBe('true');
    }
  });

  it('says false in the head of every page when MUSIC_VIEW is false, with the same build', async () => {
    for (const url of ['/', '/index.html', '/cuebrief-music', '/all-submissions', '/settings']) {
      const response = await getFrom(flagOff, url);
      expect(response.statusCode, url).toBe(200);
      expect(metaOf(response.body, 'cuebrief-music-view'), url).toBe('false');
      expect(response.body, url).toContain(INDEX_MARKER);
      // A tag, not a script: the page CSP allows scripts from files only.
      expect(response.body.match(/<script/g), url).toHaveLength(1);
      expect(String(response.headers['content-security-policy']), url).toContain(
        "script-src 'self'",
      );
    }
  });
});

describe("the card provider's publishable key (STRIPE_PUBLISHABLE_KEY)", () => {
  const unset = useWebApp({});
  const set = useWebApp({
    stripe: { secretKey: undefined, webhookSecret: undefined, publishableKey: PUBLISHABLE_KEY },
  });

  it('is in the head of every page when set, as a tag and never a script', async () => {
    for (const url of PAGES) {
      const response = await getFrom(set, url);
      expect(response.statusCode, url).toBe(200);
      expect(metaOf(response.body, 'cuebrief-stripe-publishable-key'), url).toBe(PUBLISHABLE_KEY);
      expect(metaOf(response.body, 'cuebrief-music-view'), url).toBe('true');
      expect(response.body.match(/<script/g), url).toHaveLength(1);
    }
  });

  it('has no tag at all when unset: the pages are as before', async () => {
    for (const url of PAGES) {
      const response = await getFrom(unset, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('cuebrief-stripe-publishable-key');
    }
  });
});

describe('the settings are the same page for every visitor', () => {
  const t = useWebApp({
    stripe: { secretKey: undefined, webhookSecret: undefined, publishableKey: PUBLISHABLE_KEY },
  });
  const everyRole = useEveryRole(t);

  // A page is public (it holds no one's data): a guest and each signed-in role get the same
  // settings, whoever's token comes with the request.
  it.each<[string, Role | null]>([
    ['a guest', null],
    ['an admin', 'Admin'],
    ['a client', 'Client'],
    ['a composer', 'Composer'],
  ])('gives %s the publishable key and the music-view flag', async (_who, role) => {
    const token = everyRole.tokenOf(role);
    for (const url of ['/', '/settings', '/login']) {
      const response = await getFrom(
        t,
        url,
        token ? { ...HTML, authorization: `Bearer ${token}` } : HTML,
      );
      expect(response.statusCode, url).toBe(200);
      expect(metaOf(response.body, 'cuebrief-stripe-publishable-key'), url).toBe(PUBLISHABLE_KEY);
      expect(metaOf(response.body, 'cuebrief-music-view'), url).toBe('true');
    }
  });
});
