import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import {
  envelopeSchema,
  outboxMessageSchema,
  pageQuerySchema,
  pagedSchema,
} from '@cuebrief/shared';

/** The outbox, newest first: how admins read mail when no SMTP server is configured. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/outbox', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['mail'],
      summary: 'Messages in the outbox, sent and waiting',
      querystring: pageQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(outboxMessageSchema)) },
    },
    handler: async (request) => ok(await app.services.mail.pageOutbox(request.query)),
  });
};
