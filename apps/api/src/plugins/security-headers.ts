import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COLOR_SCHEME_SCRIPT, SESSION_MARK_SCRIPT } from '@cuebrief/shared';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../lib/api-paths';

/** A CSP source allowing one inline script, by the SHA-256 of its text. */
const hashSourceOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The inline scripts pages may run, by their hashes: the pre-rendered guest pages' mark of a
 * signed-in browser (decision 034), and every page's choice of colour scheme before its first
 * paint (decision 042). Any other inline script stays refused.
 */
export const SESSION_MARK_SOURCE = hashSourceOf(SESSION_MARK_SCRIPT);
export const COLOR_SCHEME_SOURCE = hashSourceOf(COLOR_SCHEME_SCRIPT);

/**
 * Helmet's page policy. `upgrade-insecure-requests` only where the app is reached over HTTPS:
 * served over plain HTTP on any host but localhost, it would send the browser to fetch the
 * app's own scripts over HTTPS, where nothing answers. Audio plays from signed links: the
 * app's own (absolute, on PUBLIC_URL, which may name the app by another host than the page's)
 * or the S3 store's (`mediaOrigin`); so do album covers and placement images. No page may be
 * framed, not even by the app (clickjacking: the app never frames itself), and no `<base>`
 * element may move where the page's relative links and scripts point (the app has none).
 */
function documentOptions(publicUrl: string, mediaOrigin: string | undefined): HelmetOptions {
  const mediaSources = new Set(["'self'", new URL(publicUrl).origin]);
  if (mediaOrigin) mediaSources.add(mediaOrigin);
  return {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", SESSION_MARK_SOURCE, COLOR_SCHEME_SOURCE],
        'img-src': [...mediaSources, 'data:'],
        'media-src': [...mediaSources],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
        'upgrade-insecure-requests': publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // The same for browsers that know only the older header.
    frameguard: { action: 'deny' },
  };
}

/** Helmet's headers for documents (pages), computed once by running its middleware at start. */
export function computeDocumentHeaders(
  publicUrl: string,
  mediaOrigin?: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(documentOptions(publicUrl, mediaOrigin))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  );
  return headers;
}

/**
 * JSON answers are not documents: a browser never renders them, so the page policies of helmet
 * (CSP sources, frame and cross-origin rules) do nothing there. They get OWASP's REST set
 * instead, and `no-store`, since they carry tokens and personal data.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/**
 * Security headers on every response, chosen by what the response is. Both sets are fixed, so
 * they are built once; building them per request cost about a third of a small call's throughput.
 * Routes that serve their own policy (the API viewer's assets) override it in their handler.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  mediaOrigin?: string,
): void {
  const documentHeaders = computeDocumentHeaders(publicUrl, mediaOrigin);
  // A callback hook: an async one would cost a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? API_HEADERS : documentHeaders);
    done();
  });
}
