import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHARE_PAGE_PATH } from '@cuebrief/shared';
import { isApiPath } from '../lib/api-paths';

/** Besides the API: the API's docs and the built files are never one of the app's pages. */
const NOT_A_PAGE = /^\/(docs|assets)(\/|$|\?)/;

/** Vite names every file under assets/ by its content hash, so a browser may keep it forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built pages: the app, the recipient's page of a share link (a lean entry of its own), and
 * the guest pages the build pre-rendered (decision 034).
 */
export type WebAppPage = 'index.html' | 'listen.html' | `pre-rendered/${string}.html`;

/** `/listen/<token>`: a share link's page (docs/contracts.md#the-recipients-page). */
const SHARE_PAGE = new RegExp(`^${SHARE_PAGE_PATH}/`);

/** Files of the build that are only ever sent as pages, never at their own names. */
const NOT_A_FILE = /^\/(guest\.html|pre-rendered\/)/;

/** An address that may name a pre-rendered page: `/`, or lowercase words joined by `-` and `/`. */
const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * The guest page the build pre-rendered for this address (`/` as pre-rendered/index.html, `/a/b`
 * as pre-rendered/a/b.html; its query aside), if there is one: its HTML paints before any script
 * runs (decision 034). Any other address, or no such file, is null.
 */
function preRenderedPageOf(url: string, webRoot: string): WebAppPage | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (!PAGE_PATH.test(pathname)) return null;
  const page = `pre-rendered/${pathname === '/' ? 'index' : pathname.slice(1)}.html` as const;
  return existsSync(path.join(webRoot, page)) ? page : null;
}

/**
 * Which page a request that matched no route and no file gets, if it is a browser opening one:
 * `listen.html` for a share link's `/listen/<token>`, a guest page's pre-rendered HTML for its
 * address (such as /login), else `index.html` for any of the app's own pages (a client-side route
 * such as /settings, reloaded or typed in). An API call, a missing file
 * or a fetch that does not ask for HTML keeps the JSON 404 (null), and so does every request
 * while a rebuild has removed its page.
 */
export function webAppPageOf(request: FastifyRequest, webRoot: string): WebAppPage | null {
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    !NOT_A_PAGE.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html');
  if (!isPage) return null;
  if (SHARE_PAGE.test(request.url)) {
    return existsSync(path.join(webRoot, 'listen.html')) ? 'listen.html' : null;
  }
  const preRendered = preRenderedPageOf(request.url, webRoot);
  if (preRendered) return preRendered;
  const page = 'index.html';
  return existsSync(path.join(webRoot, page)) ? page : null;
}

/** What the app learns from the server at start rather than from its build. */
export type WebAppSettings = {
  /**
   * MUSIC_VIEW: Cuebrief Music, All Submissions and Settings are shown
   * (docs/contracts.md#music-view).
   */
  isMusicViewEnabled: boolean;
  /**
   * STRIPE_PUBLISHABLE_KEY: the card provider's public key (docs/contracts.md#configuration),
   * for card fields in the page; hosted Checkout, all the app uses today, needs none.
   */
  stripePublishableKey?: string;
};

/** The built web app's folder, and the settings its index.html carries. */
export type WebAppOptions = { root: string; settings: WebAppSettings };

/** A value as a double-quoted attribute: nothing in it can end the tag. */
const attributeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page with the run-time settings as `<meta>` tags, which the app reads as it starts
 * (config/env.ts). Not an inline script: the page CSP allows scripts from files only. One build
 * thus serves any setting. A setting that is not set has no tag.
 */
function withRunTimeSettings(html: string, settings: WebAppSettings): string {
  const tags: [name: string, value: string | undefined][] = [
    ['cuebrief-music-view', String(settings.isMusicViewEnabled)],
    ['cuebrief-stripe-publishable-key', settings.stripePublishableKey],
  ];
  const meta = tags
    .filter((tag): tag is [string, string] => tag[1] !== undefined)
    .map(([name, value]) => `<meta name="${name}" content="${attributeText(value)}">`)
    .join('');
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html;
}

/** Each web app's pages as last served, with the file's version each was read from. */
const servedPages = new WeakMap<
  WebAppOptions,
  Map<WebAppPage, { version: string; html: string }>
>();

/**
 * A page with its settings. The file is read (and the settings put in) once per version of it:
 * each visit only checks it is unchanged, so a rebuild still shows at once.
 */
async function pageHtml(webApp: WebAppOptions, page: WebAppPage): Promise<string> {
  const file = path.join(webApp.root, page);
  const { mtimeMs, size } = await stat(file);
  const version = `${mtimeMs}:${size}`;
  let served = servedPages.get(webApp);
  if (!served) servedPages.set(webApp, (served = new Map()));
  const cached = served.get(page);
  if (cached?.version === version) return cached.html;
  const html = withRunTimeSettings(await readFile(file, 'utf8'), webApp.settings);
  served.set(page, { version, html });
  return html;
}

/**
 * Answers with one of the web app's pages (status 200: index.html's router, or the share page,
 * shows what the path names); it is small and never cached by the browser (`no-cache`).
 */
export async function sendWebAppPage(
  reply: FastifyReply,
  webApp: WebAppOptions,
  page: WebAppPage = 'index.html',
): Promise<FastifyReply> {
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(await pageHtml(webApp, page));
}

/**
 * Serves the built web app (`root` holds index.html and assets/) at `/`. The security headers
 * of documents come from the onRequest hook like any page's; only caching is decided here.
 * The pages themselves, at `/`, `/index.html`, `/listen.html` or any page's path, always go
 * through sendWebAppPage, so they never leave without their settings.
 */
export async function registerWebApp(app: FastifyInstance, webApp: WebAppOptions): Promise<void> {
  const root = path.resolve(webApp.root);
  const assetsDir = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each text file; browsers get the smallest they accept.
    preCompressed: true,
    cacheControl: false,
    // The guest pages' template and their pre-rendered files are pages, sent as pages (with their
    // settings) at their addresses: never as files at their file names.
    allowedPath: (pathName) => !NOT_A_FILE.test(pathName),
    setHeaders: (reply, filePath) => {
      // Only the hashed files reach here; anything else of the build is checked on every visit.
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  const pages: [string, () => WebAppPage][] = [
    // The guest home, pre-rendered, when the build made it.
    ['/', () => preRenderedPageOf('/', root) ?? 'index.html'],
    ['/index.html', () => 'index.html'],
    ['/listen.html', () => 'listen.html'],
  ];
  for (const [url, pageOf] of pages) {
    // While a rebuild has removed it, these answer as any missing file does.
    app.get(url, async (_request, reply) => {
      const page = pageOf();
      return existsSync(path.join(root, page))
        ? sendWebAppPage(reply, webApp, page)
        : reply.callNotFound();
    });
  }
}
