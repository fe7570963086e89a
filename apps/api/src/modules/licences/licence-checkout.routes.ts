import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, offerAnswerSchema, sendClientCheckoutBodySchema } from '@cuebrief/shared';
import { ok } from '../../lib/envelope';
import { viewerOf } from '../../plugins/access-control';
import { licencesAccess as access } from './licences.policy';

/** POST /users/v1/payment/admin/send-client-checkout: an admin answers a client's offer. */
export const licenceCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { licences } = app.services;

  app.post('/admin/send-client-checkout', {
    config: { access: access.answerOffers },
    schema: {
      tags: ['licences'],
      summary:
        'Answer an offer on an audio (`patientAudioId`): `audioReviewId`, else its latest open ' +
        'one, else its latest accepted one. accepted: a checkout at the offered price, mailed to ' +
        'the client (`data.url`); declined: the client is told (`data.url` null). An accepted ' +
        'offer whose checkout expired, was cancelled or failed may be answered again (accepted: ' +
        'a fresh checkout). 409 INVALID_STATE for a paid or declined offer, or while its ' +
        'checkout is open',
      body: sendClientCheckoutBodySchema,
      response: { 200: envelopeSchema(offerAnswerSchema) },
    },
    handler: async (request) => {
      const answer = await licences.answerOffer(viewerOf(request), request.body);
      return ok(answer, answer.url ? 'Checkout sent to the client' : 'Offer declined');
    },
  });
};
