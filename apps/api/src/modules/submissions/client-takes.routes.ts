import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  idParamsSchema,
  pagedSchema,
  takeTableQuerySchema,
  takeTableRowSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { submissionsAccess as access } from './submissions.policy';

const tags = ['submissions'];

/** The client's dense table of the takes answering one of their requests. */
export const clientTakesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clientTakes } = app.services;

  app.get('/client/request/:id/takes', {
    config: { access: access.takeTable },
    schema: {
      tags,
      summary:
        "One page of the takes answering a request (`id`), for its client and admins: each take's " +
        'latest version with its count of versions, tempo and key (stated, else measured), fit, ' +
        "decision and the client's marks, and a small waveform. Sorted over every take by `sort` " +
        '(`fit` ascending is the best fit first, `decision` ascending shortlisted, undecided, ' +
        'passed, `favourite` ascending the favourites first; missing values last either way); ' +
        '`fits=true` keeps the takes that fit the brief. Anyone else gets 404',
      params: idParamsSchema,
      querystring: takeTableQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(takeTableRowSchema)) },
    },
    handler: async (request) =>
      ok(await clientTakes.pageOfRequest(viewerOf(request), request.params.id, request.query)),
  });
};
