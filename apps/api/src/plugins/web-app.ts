import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/api-paths';

/** Besides the API: the API's docs and the built files are never one of the app's pages. */
const NOT_A_PAGE = /^\/(docs|assets)(\/|$|\?)/;

/** Vite names every file under assets/ by its content hash, so a browser may keep it forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Whether a request that matched no route and no file is a browser opening one of the web app's
 * own pages (a client-side route such as /login, reloaded or typed in). Those get index.html; an
 * API call, a missing file or a fetch that does not ask for HTML keeps the JSON 404, and so does
 * every request while a rebuild has removed index.html.
 */
export function isWebAppPage(request: FastifyRequest, webRoot: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    !NOT_A_PAGE.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html') &&
    existsSync(path.join(webRoot, 'index.html'))
  );
}

/** What the app learns from the server at start rather than from its build. */
export type WebAppSettings = {
  /**
   * MUSIC_VIEW: Cuebrief Music, All Submissions and Settings are shown
   * (docs/contracts.md#music-view).
   */
  isMusicViewEnabled: boolean;
};

/** The built web app's folder, and the settings its index.html carries. */
export type WebAppOptions = { root: string; settings: WebAppSettings };

/**
 * index.html with the run-time settings as `<meta>` tags, which the app reads as it starts
 * (config/env.ts). Not an inline script: the page CSP allows scripts from files only. One build
 * thus serves any setting.
 */
function withRunTimeSettings(html: string, settings: WebAppSettings): string {
  const meta = `<meta name="cuebrief-music-view" content="${String(settings.isMusicViewEnabled)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html;
}

/** Each web app's index.html as last served, with the file's version it was read from. */
const servedIndex = new WeakMap<WebAppOptions, { version: string; html: string }>();

/**
 * index.html with its settings. The file is read (and the settings put in) once per version of
 * it: each visit only checks it is unchanged, so a rebuild still shows at once.
 */
async function indexHtml(webApp: WebAppOptions): Promise<string> {
  const file = path.join(webApp.root, 'index.html');
  const { mtimeMs, size } = await stat(file);
  const version = `${mtimeMs}:${size}`;
  const cached = servedIndex.get(webApp);
  if (cached?.version === version) return cached.html;
  const html = withRunTimeSettings(await readFile(file, 'utf8'), webApp.settings);
  servedIndex.set(webApp, { version, html });
  return html;
}

/**
 * Answers with the web app's index.html (status 200: the app's router shows the page); it is
 * small and never cached by the browser (`no-cache`).
 */
export async function sendWebAppIndex(
  reply: FastifyReply,
  webApp: WebAppOptions,
): Promise<FastifyReply> {
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(await indexHtml(webApp));
}

/**
 * Serves the built web app (`root` holds index.html and assets/) at `/`. The security headers
 * of documents come from the onRequest hook like any page's; only caching is decided here.
 * index.html itself, at `/`, `/index.html` or any page's path, always goes through
 * sendWebAppIndex, so it never leaves without its settings.
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
    setHeaders: (reply, filePath) => {
      // Only the hashed files reach here; anything else of the build is checked on every visit.
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  const indexFile = path.join(root, 'index.html');
  for (const url of ['/', '/index.html']) {
    // While a rebuild has removed it, these answer as any missing file does.
    app.get(url, async (_request, reply) =>
      existsSync(indexFile) ? sendWebAppIndex(reply, webApp) : reply.callNotFound(),
    );
  }
}
