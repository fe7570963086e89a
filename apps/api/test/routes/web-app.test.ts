import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INDEX_MARKER = 'web-app-index-marker';
const SCRIPT = 'export const marker = "web-app-script-marker";\n';
const OUTSIDE_MARKER = 'outside-the-web-root';
const INDEX = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Cuebrief</title>
<script type="module" crossorigin src="/assets/app-abc123.js"></script></head>
<body><div id="root">${INDEX_MARKER}</div></body>
</html>`;
/** index.html as served: the run-time settings (MUSIC_VIEW) added to its head. */
const SERVED = INDEX.replace('</head>', '<meta name="cuebrief-music-view" content="true"></head>');
/** The recipient's page of a share link: an entry of its own, with its own script. */
const LISTEN_MARKER = 'web-app-listen-marker';
const LISTEN = INDEX.replace(INDEX_MARKER, LISTEN_MARKER).replace('app-abc123', 'listen-def456');
const SERVED_LISTEN = LISTEN.replace(
  '</head>',
  '<meta name="cuebrief-music-view" content="true"></head>',
);
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let folder: string;
let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  // The web root sits in a folder that also holds files the app must never serve.
  folder = await mkdtemp(path.join(tmpdir(), 'cuebrief-web-'));
  webRoot = path.join(folder, 'dist');
  await mkdir(path.join(webRoot, 'assets'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, 'listen.html'), LISTEN);
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), SCRIPT);
  // The build writes compressed twins beside each text file (apps/web/build-tools/precompress.ts).
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(webRoot, '.env'), `SECRET=${OUTSIDE_MARKER}`);
  await writeFile(path.join(folder, 'package.json'), `{"name":"${OUTSIDE_MARKER}"}`);
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** One request over a real socket, so the path reaches the app exactly as written. */
async function rawGet(port: number, target: string): Promise<{ status: number; text: string }> {
  const socket = connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const closed = new Promise<void>((resolve, reject) => {
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
  socket.write(
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ${HTML.accept}\r\nConnection: close\r\n\r\n`,
  );
  await closed;
  const text = Buffer.concat(received).toString();
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text };
}

describe('the web app', () => {
  it.each([
    '/',
    '/login',
    '/choose-user-type',
    '/some/client/route',
    '/login?next=%2Fprofile',
    // The admin's New Users page shares its first segment with the API (/users/v1/...).
    '/users',
    '/tickets',
  ])('answers a browser opening %s with index.html, revalidated on every visit', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SERVED);
  });

  it('serves /index.html itself with its settings too, never the file as built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SERVED);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { ...HTML, 'accept-encoding': encoding },
      });
      expect(compressed.headers['content-encoding']).toBeUndefined();
      expect(compressed.body).toBe(SERVED);
    }
  });

  it('answers HEAD for a page like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/login', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('is served at / instead of the plain page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(INDEX_MARKER);
    expect(response.body).not.toContain('Custom music, commissioned.');
  });

  it('serves the hashed files under /assets/ as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the compressed twin a browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/app-abc123.js';
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a missing file under /assets/ with the 404 envelope, never index.html', async () => {
    for (const headers of [{}, HTML]) {
      const response = await call(t.app, 'GET', '/assets/missing.js', { headers });
      expect(response.statusCode).toBe(404);
      expect(response.body.status.error).toBe('NOT_FOUND');
      expect(response.raw).not.toContain(INDEX_MARKER);
    }
  });

  it('keeps the 404 envelope for an unknown API path, even when HTML is asked for', async () => {
    for (const url of ['/users/v1/auth/nope', '/tickets/v1/nope', '/health/nope', '/docs/nope']) {
      const response = await call(t.app, 'GET', url, { headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toEqual({
        status: { code: 404, error: 'NOT_FOUND', message: `There is no GET ${url}.` },
        data: null,
      });
    }
    const api = await call(t.app, 'GET', '/users/v1/auth/nope', { headers: HTML });
    expect(api.headers['cache-control']).toBe('no-store');
    // A path no file can have (an empty segment) is not found either, not forbidden.
    const odd = await call(t.app, 'GET', '/users//v1', { headers: HTML });
    expect(odd.statusCode).toBe(404);
    expect(odd.body.status.error).toBe('NOT_FOUND');
  });

  it('keeps the 404 envelope for a request that does not ask for HTML', async () => {
    const asked: Record<string, string>[] = [{}, { accept: 'application/json' }, { accept: '*/*' }];
    for (const headers of asked) {
      const response = await call(t.app, 'GET', '/no-such-page', { headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.status.error).toBe('NOT_FOUND');
    }
  });

  it('answers only GET and HEAD with the page', async () => {
    const response = await call(t.app, 'POST', '/login', { headers: HTML, body: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.body.status.error).toBe('NOT_FOUND');
  });

  it('leaves the API, its health check and its docs where they were', async () => {
    const health = await call(t.app, 'GET', '/health', { headers: HTML });
    expect(health.statusCode).toBe(200);
    const docs = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json()).toHaveProperty('openapi');
  });

  it('sends the document security headers with the page and its files', async () => {
    for (const url of ['/', '/login', '/users', '/assets/app-abc123.js']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      const csp = String(response.headers['content-security-policy']);
      // Vite's module script is a same-origin file; MUI (emotion) injects <style> elements.
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
    }
  });

  it('serves no dotfile from the web root', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.env', headers: HTML });
    expect(response.body).not.toContain(OUTSIDE_MARKER);
  });

  it('keeps the 404 envelope for pages while a rebuild has removed index.html', async () => {
    await rm(path.join(webRoot, 'index.html'));
    try {
      const response = await call(t.app, 'GET', '/login', { headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.body.status.error).toBe('NOT_FOUND');
      const home = await call(t.app, 'GET', '/', { headers: HTML });
      expect(home.statusCode).toBe(404);
      expect(home.body.status.error).toBe('NOT_FOUND');
    } finally {
      await writeFile(path.join(webRoot, 'index.html'), INDEX);
    }
  });

  it('never serves a file outside the web root', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const attempts = [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '//../package.json',
      '/assets/..\\..\\package.json',
      '/.%2e/package.json',
    ];
    for (const target of attempts) {
      const response = await rawGet(address.port, target);
      expect(response.text, target).not.toContain(OUTSIDE_MARKER);
      // The 404 envelope, or the app's own page for a path it reads as a page name.
      if (response.status === 200) expect(response.text, target).toContain(INDEX_MARKER);
      else expect(response.text, target).toMatch(/^HTTP\/1\.1 404 [\s\S]*"NOT_FOUND"/);
    }
    // The same paths through inject, which normalises them as a browser would.
    for (const url of attempts) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.body, url).not.toContain(OUTSIDE_MARKER);
    }
  });
});

describe("a share link's page, /listen/<token>", () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

  it.each([
    `/listen/${TOKEN}`,
    `/listen/${TOKEN}/`,
    `/listen/${TOKEN}?utm_source=mail`,
    // Any path under /listen/ is the share page's: it says itself that a link does not exist.
    '/listen/not-a-token',
    '/listen/a/b',
  ])('answers a browser opening %s with listen.html, revalidated on every visit', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SERVED_LISTEN);
  });

  it('serves /listen.html itself with its settings too, never the file as built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/listen.html', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SERVED_LISTEN);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: `/listen/${TOKEN}`, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('');
  });

  it("leaves /listen itself, and pages that only start alike, to the app's router", async () => {
    for (const url of ['/listen', '/listening', '/listen-later']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SERVED);
    }
  });

  it('keeps the 404 envelope for a request that does not ask for HTML, or is not GET or HEAD', async () => {
    const json = await call(t.app, 'GET', `/listen/${TOKEN}`, {
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.body.status.error).toBe('NOT_FOUND');
    const posted = await call(t.app, 'POST', `/listen/${TOKEN}`, { headers: HTML, body: {} });
    expect(posted.statusCode).toBe(404);
    expect(posted.raw).not.toContain(LISTEN_MARKER);
  });

  it('sends the document security headers: scripts from files only, no framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/listen/${TOKEN}`, headers: HTML });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The settings are a tag, not a script: the page's one script is its file.
    expect(response.body.match(/<script/g)).toHaveLength(1);
  });

  it('keeps the 404 envelope for share pages while a rebuild has removed listen.html', async () => {
    await rm(path.join(webRoot, 'listen.html'));
    try {
      const response = await call(t.app, 'GET', `/listen/${TOKEN}`, { headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.body.status.error).toBe('NOT_FOUND');
      // Like any missing file a browser asks for as a page: the app's router says it is not there.
      const file = await t.app.inject({ method: 'GET', url: '/listen.html', headers: HTML });
      expect(file.body).toBe(SERVED);
      // The app's own pages are still served.
      const login = await t.app.inject({ method: 'GET', url: '/login', headers: HTML });
      expect(login.body).toBe(SERVED);
    } finally {
      await writeFile(path.join(webRoot, 'listen.html'), LISTEN);
    }
  });
});
