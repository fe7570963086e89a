import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  contactBodySchema,
  contactMessageSchema,
  envelopeSchema,
  pageQuerySchema,
  pagedSchema,
} from '@cuebrief/shared';
import { findViewer } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { limitPublicForm } from '../rate-limit/rate-limit.service';
import { ticketsAccess } from './tickets.policy';

const tags = ['contact'];

/** The contact form (under the spec's /users/v1/auth prefix) and the admins' list of messages. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets } = app.services;

  app.post('/contact-us', {
    config: { access: 'public' },
    onRequest: limitPublicForm,
    schema: {
      tags,
      summary:
        'Send a message to the Cuebrief team; the admins are mailed. ' +
        'The same message from the same email within a day is refused (409)',
      body: contactBodySchema,
      response: { 200: envelopeSchema(contactMessageSchema) },
    },
    handler: async (request) =>
      ok(
        await tickets.sendContactMessage(request.body, await findViewer(request)),
        MESSAGES.thankYou,
      ),
  });

  app.get('/contact-us', {
    config: { access: ticketsAccess.readContactMessages },
    schema: {
      tags,
      summary: 'Contact messages, newest first; search by name, email or subject',
      querystring: pageQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(contactMessageSchema)) },
    },
    handler: async (request) => ok(await tickets.pageContactMessages(request.query)),
  });
};
