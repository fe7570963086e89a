import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  PASS_REASONS,
  VOCABULARIES,
  clientRequestListQuerySchema,
  clientRequestSchema,
  composerRequestListQuerySchema,
  composerRequestSchema,
  createRequestBodySchema,
  envelopeSchema,
  idParamsSchema,
  pagedSchema,
  vocabulariesSchema,
  type Vocabularies,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { requestsAccess } from './requests.policy';

const tags = ['requests'];
const clientRequestEnvelope = envelopeSchema(clientRequestSchema);
const composerRequestEnvelope = envelopeSchema(composerRequestSchema);

/** The shared word lists as the wizard reads them; they change only with a release. */
const vocabularies: Vocabularies = {
  ...(Object.fromEntries(
    Object.entries(VOCABULARIES).map(([name, words]) => [name, [...words]]),
  ) as Omit<Vocabularies, 'passReasons'>),
  passReasons: [...PASS_REASONS],
};

/** Briefs: the vocabularies, a client's own requests, and the open requests composers browse. */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requests } = app.services;

  app.get('/vocabularies', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The words a brief is made of: categories, genres, moods, instruments, keys, …',
      response: { 200: envelopeSchema(vocabulariesSchema) },
    },
    handler: async () => ok(vocabularies),
  });

  app.post('/client/request', {
    config: { access: requestsAccess.ownRequests },
    schema: {
      tags,
      summary:
        'Create a request (brief). The deadline must lie ahead; without a running trial or ' +
        'subscription the answer is 402 SUBSCRIPTION_REQUIRED and nothing is stored',
      body: createRequestBodySchema,
      response: { 200: clientRequestEnvelope },
    },
    handler: async (request) =>
      ok(await requests.createRequest(viewerOf(request), request.body), MESSAGES.thankYou),
  });

  app.get('/client/requests', {
    config: { access: requestsAccess.ownRequests },
    schema: {
      tags,
      summary: "The client's own requests, newest first; `state` keeps one state (open: active)",
      querystring: clientRequestListQuerySchema,
      response: { 200: envelopeSchema(z.array(clientRequestSchema)) },
    },
    handler: async (request) =>
      ok(await requests.listOwnRequests(viewerOf(request), request.query.state)),
  });

  app.get('/client/request/:id', {
    config: { access: requestsAccess.ownRequests },
    schema: {
      tags,
      summary: "One of the client's own requests (another client's answers 404)",
      params: idParamsSchema,
      response: { 200: clientRequestEnvelope },
    },
    handler: async (request) =>
      ok(await requests.getOwnRequest(viewerOf(request), request.params.id)),
  });

  app.post('/client/request/:id/close', {
    config: { access: requestsAccess.ownRequests },
    schema: {
      tags,
      summary: 'Close an open request of ones own before its deadline (409 when it is not open)',
      params: idParamsSchema,
      response: { 200: clientRequestEnvelope },
    },
    handler: async (request) =>
      ok(await requests.closeOwnRequest(viewerOf(request), request.params.id), 'Request closed'),
  });

  app.get('/composer/requests', {
    config: { access: requestsAccess.openRequests },
    schema: {
      tags,
      summary:
        'Open requests of every client, newest first; filter by genre, mood, category, tempo ' +
        'range and deadline, search title, brief and keywords',
      querystring: composerRequestListQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(composerRequestSchema)) },
    },
    handler: async (request) => ok(await requests.pageOpenRequests(request.query)),
  });

  app.get('/composer/request/:id', {
    config: { access: requestsAccess.openRequests },
    schema: {
      tags,
      summary: 'An open request with its agency name; closed or unknown ones answer 404',
      params: idParamsSchema,
      response: { 200: composerRequestEnvelope },
    },
    handler: async (request) => ok(await requests.getOpenRequest(request.params.id)),
  });
};
