import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPlacementBodySchema,
  envelopeSchema,
  idParamsSchema,
  placementListQuerySchema,
  placementSchema,
} from '@cuebrief/shared';
import { ok } from '../../lib/envelope';
import { placementsAccess as access } from './placements.policy';

const tags = ['placements'];
const placementEnvelope = envelopeSchema(placementSchema);

/**
 * Placements: the showcase of where music was used, read by everyone (the guest home and info
 * pages) and managed by admins. Their uploads (multipart) are in placement-uploads.routes.ts.
 */
export const placementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { placements } = app.services;

  app.get('/placements', {
    config: { access: access.read },
    schema: {
      tags,
      summary:
        'Placements, newest first (the first `limit` when given), with signed links, valid ' +
        'for an hour, to their image and thumbnail and to play their music; the music carries ' +
        '`waveform`, and `peaks` is empty unless `peaks=full`',
      querystring: placementListQuerySchema,
      response: { 200: envelopeSchema(z.array(placementSchema)) },
    },
    handler: async (request) => ok(await placements.list(request.query)),
  });

  app.get('/placement/:id', {
    config: { access: access.read },
    schema: {
      tags,
      summary: 'One placement, with signed links to its image and to play its music',
      params: idParamsSchema,
      response: { 200: placementEnvelope },
    },
    handler: async (request) => ok(await placements.get(request.params.id)),
  });

  app.post('/placement', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        'Make a placement; its music is uploaded next with POST /placement-audio/{id} and its ' +
        'image with POST /placement-img/{id}',
      body: createPlacementBodySchema,
      response: { 200: placementEnvelope },
    },
    handler: async (request) => ok(await placements.create(request.body), 'Placement created'),
  });

  app.delete('/placement/:id', {
    config: { access: access.manage },
    schema: {
      tags,
      summary: 'Delete a placement with its music, files and images',
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await placements.delete(request.params.id);
      return ok(null, 'Placement deleted');
    },
  });
};
