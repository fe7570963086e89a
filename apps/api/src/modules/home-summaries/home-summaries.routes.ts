import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHomeSchema,
  clientHomeSchema,
  composerHomeSchema,
  envelopeSchema,
} from '@cuebrief/shared';
import { ok } from '../../lib/envelope';
import { viewerOf } from '../../plugins/access-control';
import { homeSummariesAccess as access } from './home-summaries.policy';

const tags = ['home'];

/**
 * What each signed-in role's home shows (docs/contracts.md#homes), one call per role under
 * /users/v1/request, each a few of every kind with counts, so a home is one request.
 */
export const homeSummariesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { homeSummaries } = app.services;

  app.get('/client/home', {
    config: { access: access.client },
    schema: {
      tags,
      summary:
        'What waits for a client: their active requests and the nearest deadline, requests with ' +
        'takes new to them, and accepted offers to pay',
      response: { 200: envelopeSchema(clientHomeSchema) },
    },
    handler: async (request) => ok(await homeSummaries.clientHome(viewerOf(request))),
  });

  app.get('/composer/home', {
    config: { access: access.composer },
    schema: {
      tags,
      summary:
        'What waits for a composer: the newest open requests, the latest state of their takes, ' +
        "and the client's comments they have not replied to",
      response: { 200: envelopeSchema(composerHomeSchema) },
    },
    handler: async (request) => ok(await homeSummaries.composerHome(viewerOf(request))),
  });

  app.get('/admin/home', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'What waits for the admins: sign-ups to decide, offers to answer, recent payments',
      response: { 200: envelopeSchema(adminHomeSchema) },
    },
    handler: async () => ok(await homeSummaries.adminHome()),
  });
};
