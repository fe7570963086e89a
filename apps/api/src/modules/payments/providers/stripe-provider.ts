import Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { verifySignedEvent } from './verify-signature';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API answers: api.stripe.com unless a test puts a server of its own there. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

const INTERVAL = { year: 'year', month: 'month' } as const;

/** A call to Stripe that failed: logged by the error handler as a 502, nothing was charged. */
function providerFailed(error: unknown): AppError {
  const failed = new AppError('PAYMENT_PROVIDER_FAILED');
  failed.cause = error;
  return failed;
}

/**
 * Stripe Checkout (hosted pages) and its signed webhooks. Prices go as `price_data`, so no
 * product has to be set up in the Stripe dashboard first; our payment id travels as
 * `client_reference_id` and in the metadata of the session and of its subscription, so every
 * event about it can be matched to our row.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });

  return {
    name: 'stripe',

    async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = { paymentId: request.paymentId, clientId: request.clientId };
      const recurring =
        request.mode === 'subscription' && request.plan
          ? { recurring: { interval: INTERVAL[request.plan] } }
          : {};
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: request.mode,
        client_reference_id: request.paymentId,
        customer_email: request.email,
        metadata,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: { name: request.description },
              ...recurring,
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.mode === 'subscription'
          ? { subscription_data: { metadata: { ...metadata, plan: request.plan ?? '' } } }
          : { payment_intent_data: { metadata } }),
      };
      try {
        // The payment id as idempotency key: a retried call cannot open a second session.
        const session = await stripe.checkout.sessions.create(params, {
          idempotencyKey: `checkout-${request.paymentId}`,
        });
        if (!session.url) throw new Error('Stripe gave the session no url');
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw providerFailed(error);
      }
    },

    async expireCheckout(sessionId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        throw providerFailed(error);
      }
    },

    async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void> {
      try {
        await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
      } catch (error) {
        throw providerFailed(error);
      }
    },

    verifyEvent: (payload, signature) =>
      verifySignedEvent(payload, signature, settings.webhookSecret),
  };
}
