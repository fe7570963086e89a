import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLOR_SCHEME_SCRIPT, SESSION_MARK_SCRIPT } from '@cuebrief/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The guest pages the web build pre-renders (decision 034): the API sends each its own HTML.
const page = (marker: string) =>
  `<!doctype html><html lang="en"><head><script>${COLOR_SCHEME_SCRIPT}</script><title>Cuebrief</title><script>${SESSION_MARK_SCRIPT}</script></head><body><div id="root">${marker}</div></body></html>`;
const INDEX = page('the-app-itself');
const PRE_RENDERED: Record<string, string> = {
  'index.html': page('pre-rendered-home'),
  'login.html': page('pre-rendered-login'),
  'sign-up/composer.html': page('pre-rendered-sign-up-composer'),
};
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const MUSIC_VIEW_META = '<meta name="cuebrief-music-view" content="true">';

let folder: string;
let t: TestApp;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cuebrief-web-pre-rendered-'));
  await mkdir(path.join(folder, 'pre-rendered', 'sign-up'), { recursive: true });
  await writeFile(path.join(folder, 'index.html'), INDEX);
  await writeFile(path.join(folder, 'guest.html'), page(''));
  for (const [file, html] of Object.entries(PRE_RENDERED)) {
    await writeFile(path.join(folder, 'pre-rendered', file), html);
  }
  t = await createTestApp({ webRoot: folder });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = HTML) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the pre-rendered guest pages', () => {
  it.each([
    ['/', 'pre-rendered-home'],
    ['/login', 'pre-rendered-login'],
    ['/login?next=%2Fsettings', 'pre-rendered-login'],
    ['/sign-up/composer', 'pre-rendered-sign-up-composer'],
  ])(
    'answer a browser opening %s with its page, with settings, revalidated',
    async (url, marker) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(marker);
      expect(response.body).toContain(MUSIC_VIEW_META);
    },
  );

  it('are sent at / to any client, as index.html was', async () => {
    const response = await get('/', {});
    expect(response.body).toContain('pre-rendered-home');
  });

  it.each(['/settings', '/sign-up/client', '/index.html', '/LOGIN', '/login/', '/sign-up'])(
    'leave %s, which has none, to the app itself',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('the-app-itself');
    },
  );

  it.each(['/pre-rendered/login.html', '/guest.html', '/pre-rendered/sign-up/composer.html'])(
    'are never sent as files at their names (%s): a page there is the app',
    async (url) => {
      const response = await get(url);
      expect(response.body).not.toContain('pre-rendered-');
      const fetched = await get(url, { accept: '*/*' });
      expect(fetched.statusCode).toBe(404);
    },
  );

  it('keep the JSON 404 for a call that does not ask for a page', async () => {
    const response = await get('/login', { accept: 'application/json' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('may run their two inline scripts, the session mark and the colour scheme, by their hashes, and no other', async () => {
    const response = await get('/login');
    const csp = String(response.headers['content-security-policy']);
    const hashOf = (script: string) => createHash('sha256').update(script).digest('base64');
    expect(/script-src [^;]*/.exec(csp)?.[0]).toBe(
      `script-src 'self' 'sha256-${hashOf(SESSION_MARK_SCRIPT)}' 'sha256-${hashOf(COLOR_SCHEME_SCRIPT)}'`,
    );
    expect(response.body).toContain(`<script>${SESSION_MARK_SCRIPT}</script>`);
    expect(response.body).toContain(`<script>${COLOR_SCHEME_SCRIPT}</script>`);
  });
});
