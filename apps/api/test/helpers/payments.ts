import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { ClientSubscription } from '@cuebrief/shared';
import type { Config } from '../../src/config';
import { SANDBOX_CARDS } from '../../src/modules/payments/providers/sandbox-cards';
import { call, type ApiResponse } from './api';
import { createAccount, logIn } from './accounts';

/** The webhook secret of the test apps (the sandbox provider, with this secret configured). */
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_of_the_payments_tests';

/** A test app's payment settings: the sandbox, whose events the tests can sign too. */
export const sandboxConfig: Partial<Config> = {
  stripe: { secretKey: undefined, webhookSecret: TEST_WEBHOOK_SECRET },
};

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

export type TestEvent = { id: string; type: string; created: number; data: { object: object } };

/** An event in Stripe's shape, happening at `at`. */
export function stripeEvent(type: string, object: object, at: Date, id = newId('evt')): TestEvent {
  return { id, type, created: unix(at), data: { object } };
}

/** Delivers an event to the webhook, signed with the stripe package's own test helper. */
export async function deliver(
  app: FastifyInstance,
  event: TestEvent,
  secret = TEST_WEBHOOK_SECRET,
): Promise<ApiResponse<{ received: true }>> {
  const payload = JSON.stringify({ object: 'event', livemode: false, ...event });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return call(app, 'POST', '/users/v1/payment/webhook', {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/** The payment row behind a checkout address (its session id is the address's last part). */
export async function paymentOfCheckout(app: FastifyInstance, url: string) {
  const sessionId = url.split('/').pop() ?? '';
  const { db } = app.database;
  const found = await db.query.payments.findFirst({
    where: (payments, { eq }) => eq(payments.providerSessionId, sessionId),
  });
  if (!found) throw new Error(`no payment for ${url}`);
  return found;
}

/** A payment's recorded state changes, oldest first, with the provider event behind each. */
export async function stateChangesOf(app: FastifyInstance, paymentId: string) {
  const result = await app.database.db.execute(
    sql`select from_state, to_state, provider_event_id from payment_state_changes where payment_id = ${paymentId} order by at, from_state nulls first`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** A client's subscription as they see it (signed in afresh), or null when they have none. */
export async function subscriptionOf(app: FastifyInstance, email: string) {
  const { accessToken } = await logIn(app, email);
  const response = await call<ClientSubscription | null>(
    app,
    'GET',
    '/users/v1/payment/client/subscription',
    { token: accessToken },
  );
  return response.body.data;
}

/** A checkout session object about a payment of ours, charged at its price. */
export function sessionObject(
  payment: {
    id: string;
    providerSessionId: string | null;
    createdAt: Date;
    amountCents: number;
    currency: string;
  },
  fields: { mode: 'subscription' | 'payment'; subscription?: string; expiresAt?: Date },
) {
  const expires = fields.expiresAt ?? new Date(payment.createdAt.getTime() + 24 * 3600 * 1000);
  return {
    id: payment.providerSessionId,
    object: 'checkout.session',
    mode: fields.mode,
    client_reference_id: payment.id,
    metadata: { paymentId: payment.id },
    subscription: fields.subscription ?? null,
    payment_intent: fields.mode === 'payment' ? newId('pi') : null,
    invoice: null,
    amount_total: payment.amountCents,
    currency: payment.currency,
    expires_at: unix(expires),
  };
}

/** A subscription object as Stripe sends it in customer.subscription.* events. */
export function subscriptionObject(fields: {
  id: string;
  paymentId: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd: Date;
}) {
  return {
    id: fields.id,
    object: 'subscription',
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    metadata: { paymentId: fields.paymentId },
    items: { data: [{ current_period_end: unix(fields.periodEnd) }] },
  };
}

/** An invoice paid for a subscription (a renewal unless `billingReason` says otherwise). */
export function invoiceObject(fields: {
  subscription: string;
  paymentId: string;
  periodEnd: Date;
  amountCents: number;
  billingReason?: string;
  id?: string;
}) {
  return {
    id: fields.id ?? newId('in'),
    object: 'invoice',
    billing_reason: fields.billingReason ?? 'subscription_cycle',
    amount_paid: fields.amountCents,
    currency: 'usd',
    lines: { data: [{ period: { end: unix(fields.periodEnd) } }] },
    parent: {
      subscription_details: {
        subscription: fields.subscription,
        metadata: { paymentId: fields.paymentId },
      },
    },
  };
}

/** Posts the sandbox page's form as a browser would. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The path of an absolute address of the app (checkout links carry PUBLIC_URL). */
export const pathOf = (url: string) => new URL(url).pathname;

/**
 * Pays a sandbox checkout as a person would: its page's form with the test card that pays. The
 * one way the tests pay a checkout; a test that needs the event itself builds it (stripeEvent).
 */
export async function payInSandbox(app: FastifyInstance, checkoutUrl: string): Promise<void> {
  const response = await postForm(app, `${pathOf(checkoutUrl)}/pay`, {
    card: SANDBOX_CARDS.pays,
  });
  expect(response.statusCode, response.body).toBe(303);
}

/** A client whose trial is over: premium access comes only from paying. */
export async function clientWithoutTrial(app: FastifyInstance) {
  const user = await createAccount(app, 'Client', { trialEndsAt: null });
  return { user, ...(await logIn(app, user.email)) };
}
