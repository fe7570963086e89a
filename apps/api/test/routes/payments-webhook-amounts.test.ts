import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../../src/db/schema';
import { createAccount } from '../helpers/accounts';
import {
  deliver,
  paymentOfCheckout,
  sandboxConfig,
  sessionObject,
  stripeEvent,
  stateChangesOf,
  subscriptionObject,
  subscriptionOf,
} from '../helpers/payments';
import { useTestApp } from '../helpers/test-app';

const lines: string[] = [];
const t = useTestApp({ config: sandboxConfig, logStream: { write: (line) => lines.push(line) } });
const YEAR = 365 * 24 * 3600 * 1000;

/** A client without a trial, with a pending checkout for a yearly plan, and what settled. */
async function pendingCheckout() {
  const user = await createAccount(t.app, 'Client', { trialEndsAt: null });
  const { url } = await t.app.services.payments.createSubscription(user, 'year');
  const payment = await paymentOfCheckout(t.app, url);
  return { user, payment };
}

const settled: string[] = [];
const settlementsOf = (payment: PaymentRow) => settled.filter((id) => id === payment.id);

/** The session of a paid completion, with what the provider says it charged. */
const chargedSession = (payment: PaymentRow, charged: Record<string, unknown>) => ({
  ...sessionObject(payment, { mode: 'subscription', subscription: `sub_${payment.id}` }),
  payment_status: 'paid',
  ...charged,
});

describe('a paid checkout whose amount or currency is not its price', () => {
  it.each([
    ['checkout.session.completed', 'a lower amount', (p: PaymentRow) => p.amountCents - 1],
    ['checkout.session.completed', 'one cent', () => 1],
    ['checkout.session.async_payment_succeeded', 'a lower amount', () => 100],
  ])('%s with %s: recorded failed, not fulfilled, acknowledged', async (type, _, amountOf) => {
    const { user, payment } = await pendingCheckout();
    t.app.services.payments.onPaymentSettled('subscription', async (_tx, paid) => {
      settled.push(paid.id);
    });
    const event = stripeEvent(
      type,
      chargedSession(payment, { amount_total: amountOf(payment) }),
      t.clock.now(),
    );
    const response = await deliver(t.app, event);
    // Acknowledged: the same event retried could only be refused again.
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toEqual({ received: true });

    expect((await paymentOfCheckout(t.app, payment.checkoutUrl ?? '')).state).toBe('failed');
    expect(await stateChangesOf(t.app, payment.id)).toEqual([
      { from_state: null, to_state: 'pending', provider_event_id: null },
      { from_state: 'pending', to_state: 'failed', provider_event_id: event.id },
    ]);
    expect(settlementsOf(payment)).toEqual([]);
    expect(await subscriptionOf(t.app, user.email)).toBeNull();
  });

  it.each([
    ['another currency', { currency: 'eur' }],
    ['no amount', { amount_total: null }],
    ['no currency', { currency: null }],
  ])('with %s: recorded failed, not fulfilled', async (_, charged) => {
    const { user, payment } = await pendingCheckout();
    const event = stripeEvent(
      'checkout.session.completed',
      chargedSession(payment, charged),
      t.clock.now(),
    );
    expect((await deliver(t.app, event)).statusCode).toBe(200);
    expect((await paymentOfCheckout(t.app, payment.checkoutUrl ?? '')).state).toBe('failed');
    expect(await subscriptionOf(t.app, user.email)).toBeNull();
  });

  it('is logged as a warning naming the payment and both amounts, to be refunded', async () => {
    const { payment } = await pendingCheckout();
    lines.length = 0;
    const event = stripeEvent(
      'checkout.session.completed',
      chargedSession(payment, { amount_total: 500, currency: 'eur' }),
      t.clock.now(),
    );
    expect((await deliver(t.app, event)).statusCode).toBe(200);
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; payment?: unknown })
      .filter((entry) => entry.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(/charged other than its price/),
        payment: {
          paymentId: payment.id,
          providerSessionId: payment.providerSessionId,
          priceCents: payment.amountCents,
          currency: 'usd',
          chargedCents: 500,
          chargedCurrency: 'eur',
        },
      }),
    ]);
  });

  it('starts no subscription when news of one names the failed checkout later', async () => {
    const { user, payment } = await pendingCheckout();
    const completed = stripeEvent(
      'checkout.session.completed',
      chargedSession(payment, { amount_total: 1 }),
      t.clock.now(),
    );
    expect((await deliver(t.app, completed)).statusCode).toBe(200);
    const news = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({
        id: `sub_${payment.id}`,
        paymentId: payment.id,
        periodEnd: new Date(t.clock.now().getTime() + YEAR),
      }),
      new Date(t.clock.now().getTime() + 1000),
    );
    expect((await deliver(t.app, news)).statusCode).toBe(200);
    expect(await subscriptionOf(t.app, user.email)).toBeNull();
  });
});
