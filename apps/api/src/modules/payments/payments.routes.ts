import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaymentSchema,
  adminPaymentsQuerySchema,
  checkoutSessionSchema,
  checkoutUrlSchema,
  clientPaymentSchema,
  clientSubscriptionSchema,
  createSubscriptionBodySchema,
  envelopeSchema,
  pagedSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { paymentsAccess as access } from './payments.policy';

const tags = ['payments'];

/**
 * A client's subscription and invoices, the admins' book of payments (`/users/v1/payment`).
 * The provider's webhook is in webhook.routes.ts; the sandbox's checkout page is the provider's.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.post('/client/create-subscription', {
    config: { access: access.client },
    schema: {
      tags,
      summary:
        'Start a checkout for the yearly or monthly plan; the browser goes to `url`. 409 while ' +
        'a paid subscription runs and is not cancelling',
      body: createSubscriptionBodySchema,
      response: { 200: envelopeSchema(checkoutUrlSchema) },
    },
    handler: async (request) => {
      const { url } = await payments.createSubscription(viewerOf(request), request.body.type);
      return ok({ url });
    },
  });

  app.post('/client/cancel-subscription', {
    config: { access: access.client },
    schema: {
      tags,
      summary: 'Cancel the subscription at the end of the period paid; 404 without one',
      response: { 200: envelopeSchema(clientSubscriptionSchema) },
    },
    handler: async (request) =>
      ok(await payments.cancelSubscription(viewerOf(request)), 'Subscription cancelled'),
  });

  app.get('/client/subscription', {
    config: { access: access.client },
    schema: {
      tags,
      summary: "The client's latest subscription (an ended period shows `expired`), or null",
      response: { 200: envelopeSchema(clientSubscriptionSchema.nullable()) },
    },
    handler: async (request) => ok(await payments.getClientSubscription(viewerOf(request))),
  });

  app.get('/client/payments', {
    config: { access: access.client },
    schema: {
      tags,
      summary: "The client's payments (invoices), newest first; a pending one carries its checkout",
      response: { 200: envelopeSchema(z.array(clientPaymentSchema)) },
    },
    handler: async (request) => ok(await payments.listClientPayments(viewerOf(request))),
  });

  app.get('/admin/payments', {
    config: { access: access.admin },
    schema: {
      tags,
      summary: 'Every payment, newest first, by state and purpose, searched by payer',
      querystring: adminPaymentsQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(adminPaymentSchema)) },
    },
    handler: async (request) => ok(await payments.pageAdminPayments(request.query)),
  });

  if (payments.checkoutPages) await app.register(payments.checkoutPages);
};

/**
 * `GET /users/v1/auth/make-subscription` (docs/contracts.md#subscriptions-and-payments): a checkout
 * for the yearly plan.
 */
export const makeSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  app.get('/make-subscription', {
    config: { access: access.client },
    schema: {
      tags,
      summary: 'Start a checkout for the yearly plan: its session id and the address to pay at',
      response: { 200: envelopeSchema(checkoutSessionSchema) },
    },
    handler: async (request) => ok(await payments.createSubscription(viewerOf(request), 'year')),
  });
};
