import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them, except that an empty one is no body at all.
 *
 * The specification's front end sends `content-type: application/json` on every call, including
 * the ones that take no body (`POST /auth/users-access/{id}`, `DELETE /placement/{id}`, …).
 * Fastify answers those 400 "Body cannot be empty", so a client written to the spec could not
 * make them. With the empty body read as none, a body-less call goes through, and a call that
 * needs a body still refuses it with the usual 400 naming the body as missing (its schema).
 * Anything else is parsed by Fastify's own parser: the size limit and the refusal of
 * `__proto__` and `constructor` keys stay as they are.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    // Fastify's parser answers through `done`; its type also allows a promise, which it never is.
    void parseJson(request, body as string, done);
  });
}
