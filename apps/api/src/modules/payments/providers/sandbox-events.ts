import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { toUnix } from '../provider-events';
import type { CheckoutView } from './payment-provider';

/** How long a sandbox checkout stays open, as Stripe's default of 24 hours. */
export const SANDBOX_SESSION_HOURS = 24;

/** An id in Stripe's style (`cs_…`, `evt_…`), marked as the sandbox's. */
export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * How a sandbox checkout ends. A declined card is not one: as on Stripe's own checkout page, the
 * session stays open for another card, and no event is sent.
 */
export type SessionOutcome = 'paid' | 'cancelled';

const EVENT_TYPE: Record<SessionOutcome, string> = {
  paid: 'checkout.session.completed',
  // Stripe's word for a session ended early (`checkout.sessions.expire`) or timed out.
  cancelled: 'checkout.session.expired',
};

/**
 * The event Stripe would send about a sandbox checkout, in Stripe's shape: a checkout session
 * object naming our payment (`client_reference_id`), with a new subscription or payment intent
 * id once paid.
 */
export function buildSessionEvent(
  checkout: CheckoutView,
  outcome: SessionOutcome,
  now: Date,
): { id: string; type: string; created: number; payload: string } {
  const isPaid = outcome === 'paid';
  const isSubscription = checkout.mode === 'subscription';
  const session = {
    id: checkout.sessionId,
    object: 'checkout.session',
    mode: checkout.mode,
    client_reference_id: checkout.paymentId,
    metadata: { paymentId: checkout.paymentId, clientId: checkout.clientId },
    amount_total: checkout.amountCents,
    currency: checkout.currency,
    status: isPaid ? 'complete' : 'expired',
    payment_status: isPaid ? 'paid' : 'unpaid',
    subscription: isPaid && isSubscription ? sandboxId('sub') : null,
    payment_intent: isPaid && !isSubscription ? sandboxId('pi') : null,
    invoice: isPaid && isSubscription ? sandboxId('in') : null,
    created: toUnix(checkout.createdAt),
    expires_at: toUnix(checkout.createdAt) + SANDBOX_SESSION_HOURS * 3600,
    livemode: false,
  };
  const event = {
    id: sandboxId('evt'),
    object: 'event',
    type: EVENT_TYPE[outcome],
    created: toUnix(now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  };
  return { id: event.id, type: event.type, created: event.created, payload: JSON.stringify(event) };
}

/** Signs a payload as Stripe signs its webhooks, with the sandbox's endpoint secret. */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
