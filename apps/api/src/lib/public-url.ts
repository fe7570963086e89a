import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The address the app's absolute links start with (`https://cuebrief.example`): media, share
 * links, checkouts, links in mail. A function, read when a link is made.
 */
export type PublicUrl = () => string;

const requestOrigins = new AsyncLocalStorage<string>();
const originScope = Symbol('public-url-scope');
type ScopedRequest = { [originScope]?: AsyncResource };

/**
 * PUBLIC_URL when it is set. Without it, the origin of the request being answered (behind a
 * trusted proxy, the host and scheme it forwards), so a person browsing at 127.0.0.1:3000 or
 * from another machine gets links that work there, not `localhost`; outside any request (the
 * mails of background jobs) the configured default, `http://localhost:PORT`.
 */
export function publicUrlOf(config: Pick<Config, 'publicUrl' | 'isPublicUrlSet'>): PublicUrl {
  if (config.isPublicUrlSet) return () => config.publicUrl;
  return () => requestOrigins.getStore() ?? config.publicUrl;
}

/**
 * Keeps each request's origin for `publicUrlOf` (only needed without PUBLIC_URL). The body is
 * read in the socket's own callbacks, outside the context the request began in, so the scope is
 * entered again once it is read, as @fastify/request-context does.
 */
export function registerRequestOrigins(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestOrigins.run(`${request.protocol}://${request.host}`, () => {
      (request as ScopedRequest)[originScope] = new AsyncResource('cuebrief-request-origin');
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = (request as ScopedRequest)[originScope];
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
