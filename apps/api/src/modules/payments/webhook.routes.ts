import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@cuebrief/shared';
import { ok } from '../../lib/envelope';
import { paymentsAccess as access } from './payments.policy';

/** Stripe's events are small; a generous bound still refuses a flood. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * `POST /users/v1/payment/webhook`: the provider's events. The signature covers the exact bytes
 * sent, so this scope (and only it) takes the body as a Buffer instead of parsed JSON.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post('/webhook', {
    config: { access: access.provider },
    schema: {
      tags: ['payments'],
      summary:
        "The card provider's events, signed (Stripe-Signature). Each is applied once; unknown " +
        'types are acknowledged and ignored; a bad signature is 400 and changes nothing',
      headers: z.object({ 'stripe-signature': z.string().optional() }),
      response: { 200: envelopeSchema(z.object({ received: z.literal(true) })) },
    },
    handler: async (request) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { mischarged } = await payments.handleWebhook(
        payload,
        request.headers['stripe-signature'],
      );
      // Acknowledged all the same: the event will not change, so the provider's retries could
      // only repeat it. The payment is on record as failed; the money must go back by hand.
      if (mischarged) {
        request.log.warn(
          { payment: mischarged },
          'a checkout was charged other than its price: not fulfilled; refund it at the provider',
        );
      }
      return ok({ received: true as const });
    },
  });
};
