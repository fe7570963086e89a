import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, audioReviewBodySchema, envelopeSchema, offerSchema } from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { offersAccess as access } from './offers.policy';

/** Listed beside the submissions in the API docs, where this route has always been. */
const tags = ['submissions'];

/**
 * A client's offer to license an audio (the spec's `audio-review`). The admins read an audio's
 * offers, with their checkouts and licences, and answer them through the licences routes.
 */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offers } = app.services;

  app.post('/client/audio-review', {
    config: { access: access.makeOffer },
    schema: {
      tags,
      summary:
        'Offer a price (US dollars) to license an audio submitted to one of your requests; the ' +
        'admins are mailed. Without a running trial or subscription the answer is 402 ' +
        'SUBSCRIPTION_REQUIRED and nothing is stored',
      body: audioReviewBodySchema,
      response: { 200: envelopeSchema(offerSchema) },
    },
    handler: async (request) =>
      ok(await offers.makeOffer(viewerOf(request), request.body), MESSAGES.audioReviewThanks),
  });
};
