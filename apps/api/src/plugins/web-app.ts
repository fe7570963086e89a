import { existsSync } from 'node:fs';
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

/** Answers with the web app's index.html (status 200: the app's router shows the page). */
export function sendWebAppIndex(reply: FastifyReply): FastifyReply {
  return reply.code(200).sendFile('index.html');
}

/**
 * Serves the built web app (`webRoot` holds index.html and assets/) at `/`. The security headers
 * of documents come from the onRequest hook like any page's; only caching is decided here.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const assetsDir = path.join(path.resolve(webRoot), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: path.resolve(webRoot),
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each text file; browsers get the smallest they accept.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // index.html names the current hashed files, so it is checked on every visit.
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
}
