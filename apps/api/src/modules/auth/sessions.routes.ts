import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endedSessionsSchema,
  envelopeSchema,
  idParamsSchema,
  sessionSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { authAccess } from './auth.policy';

const tags = ['auth'];

/** The caller's signed-in sessions (docs/contracts.md#sessions): seen, and ended but this one. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, sessions } = app.services;
  const currentSessionOf = (request: { headers: { authorization?: string } }) =>
    auth.sessionIdOf(request.headers.authorization);

  app.get('/sessions', {
    config: { access: authAccess.ownSessions },
    schema: {
      tags,
      summary:
        'Your living sessions: browser, device, addresses, start and last use; ' +
        'the current one first, then by last use',
      response: { 200: envelopeSchema(z.array(sessionSchema)) },
    },
    handler: async (request) =>
      ok(await sessions.listOf(viewerOf(request).id, await currentSessionOf(request))),
  });

  app.delete('/sessions/:id', {
    config: { access: authAccess.ownSessions },
    schema: {
      tags,
      summary:
        'End another of your sessions: its refresh token stops at once, its access tokens ' +
        'within 200 ms (the current one: 409, use logout; not yours: 404)',
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      await sessions.endOther(viewer.id, await currentSessionOf(request), request.params.id);
      return ok(null, 'Session ended');
    },
  });

  app.post('/sessions/end-others', {
    config: { access: authAccess.ownSessions },
    schema: {
      tags,
      summary: 'End every session of yours but the current one',
      response: { 200: envelopeSchema(endedSessionsSchema) },
    },
    handler: async (request) =>
      ok(
        await sessions.endOthers(viewerOf(request).id, await currentSessionOf(request)),
        'Other sessions ended',
      ),
  });
};
