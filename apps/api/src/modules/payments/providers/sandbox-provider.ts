import { createHmac } from 'node:crypto';
import { API_PREFIX } from '@cuebrief/shared';
import type { Clock } from '../../../lib/clock';
import { verifySignedEvent } from './verify-signature';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { sandboxId } from './sandbox-events';
import type { PublicUrl } from '../../../lib/public-url';

/**
 * The sandbox's webhook secret: the one configured, else one derived from the JWT secret, so it
 * is kept as that one is (generated once into DATA_DIR, or shared by every process).
 */
export function sandboxWebhookSecret(configured: string | undefined, jwtSecret: string): string {
  if (configured) return configured;
  return `whsec_${createHmac('sha256', jwtSecret).update('sandbox-webhook').digest('base64url')}`;
}

/**
 * The card provider with no Stripe keys: checkouts are pages of this app, which sign Stripe's
 * events and hand them to the one webhook handler, so everything after the card is the same
 * path as with Stripe. No money moves.
 */
export function createSandboxProvider(deps: {
  clock: Clock;
  publicUrl: PublicUrl;
  webhookSecret: string;
}): PaymentProvider {
  const { clock, publicUrl, webhookSecret } = deps;
  return {
    name: 'sandbox',

    async createCheckoutSession(_request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = sandboxId('cs');
      return {
        sessionId,
        url: `${publicUrl()}${API_PREFIX.payment}/sandbox/checkout/${sessionId}`,
      };
    },

    // A sandbox session is its payment's row: its page takes a payment only while that row is
    // pending, and the payments service records the closed checkout `cancelled` in the same step.
    async expireCheckout(): Promise<void> {},

    // Nothing renews in the sandbox: the subscription's row is all there is to change.
    async cancelAtPeriodEnd(): Promise<void> {},

    verifyEvent: (payload, signature) => verifySignedEvent(payload, signature, webhookSecret),

    checkoutPages: (pageDeps) => sandboxCheckoutRoutes({ ...pageDeps, clock, webhookSecret }),
  };
}
