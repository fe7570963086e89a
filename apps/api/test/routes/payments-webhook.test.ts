import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { ClientPayment, Profile } from '@cuebrief/shared';
import type { PaymentRow } from '../../src/db/schema';
import { createAccount, logIn } from '../helpers/accounts';
import { call, expectRefusal } from '../helpers/api';
import {
  deliver,
  invoiceObject,
  paymentOfCheckout,
  sandboxConfig,
  sessionObject,
  stripeEvent,
  stateChangesOf,
  subscriptionObject,
  subscriptionOf,
} from '../helpers/payments';
import { countRows } from '../helpers/row-counts';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ config: sandboxConfig });
const DAY = 24 * 3600 * 1000;

/** A client without a trial, with a pending checkout for a plan. */
async function pendingCheckout(plan: 'year' | 'month' = 'year') {
  const user = await createAccount(t.app, 'Client', { trialEndsAt: null });
  const { sessionId, url } = await t.app.services.payments.createSubscription(user, plan);
  const payment = await paymentOfCheckout(t.app, url);
  expect(payment.providerSessionId).toBe(sessionId);
  return { user, payment };
}

const completed = (payment: PaymentRow, subscription: string, at: Date) =>
  stripeEvent(
    'checkout.session.completed',
    sessionObject(payment, { mode: 'subscription', subscription }),
    at,
  );

async function profileOf(email: string): Promise<Profile> {
  const { accessToken } = await logIn(t.app, email);
  return (await call<Profile>(t.app, 'GET', '/users/v1/auth/profile', { token: accessToken })).body
    .data;
}

describe('the payment webhook', () => {
  it('applies a signed checkout.session.completed: paid, subscribed, the changes recorded', async () => {
    const { user, payment } = await pendingCheckout('year');
    const event = completed(payment, 'sub_test_one', t.clock.now());
    const response = await deliver(t.app, event);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toEqual({ received: true });

    const paid = await paymentOfCheckout(t.app, payment.checkoutUrl ?? '');
    expect(paid).toMatchObject({ state: 'paid', providerSubscriptionId: 'sub_test_one' });
    expect(await stateChangesOf(t.app, payment.id)).toEqual([
      { from_state: null, to_state: 'pending', provider_event_id: null },
      { from_state: 'pending', to_state: 'paid', provider_event_id: event.id },
    ]);
    expect(await subscriptionOf(t.app, user.email)).toEqual({
      plan: 'year',
      state: 'active',
      currentPeriodEnd: '2027-11-21T10:00:00.000Z',
    });
    expect((await profileOf(user.email)).isSubscriptionEnabled).toBe(true);
  });

  it.each([
    ['signed with another secret', 'whsec_not_ours'],
    ['with no signature', null],
  ])('refuses an event %s (400) and changes nothing', async (_title, secret) => {
    const { payment } = await pendingCheckout();
    const event = completed(payment, 'sub_test_forged', t.clock.now());
    const before = await countRows(t.app);
    const response = secret
      ? await deliver(t.app, event, secret)
      : await call(t.app, 'POST', '/users/v1/payment/webhook', {
          payload: JSON.stringify(event),
          headers: { 'content-type': 'application/json' },
        });
    expectRefusal(response, 400, 'INVALID_SIGNATURE');
    expect(await countRows(t.app)).toEqual(before);
    expect((await paymentOfCheckout(t.app, payment.checkoutUrl ?? '')).state).toBe('pending');
  });

  it('refuses an event altered after signing (400) and changes nothing', async () => {
    const { payment } = await pendingCheckout();
    const payload = JSON.stringify(completed(payment, 'sub_test_altered', t.clock.now()));
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_test_secret_of_the_payments_tests',
    });
    const before = await countRows(t.app);
    const response = await call(t.app, 'POST', '/users/v1/payment/webhook', {
      payload: payload.replace('sub_test_altered', 'sub_test_swapped'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expectRefusal(response, 400, 'INVALID_SIGNATURE');
    expect(await countRows(t.app)).toEqual(before);
  });

  it('applies the same event delivered twice only once', async () => {
    const { payment } = await pendingCheckout();
    const settled: string[] = [];
    t.app.services.payments.onPaymentSettled('subscription', async (_tx, paid) => {
      settled.push(paid.id);
    });
    const event = completed(payment, 'sub_test_twice', t.clock.now());
    expect((await deliver(t.app, event)).statusCode).toBe(200);
    const afterFirst = await countRows(t.app);
    const second = await deliver(t.app, event);
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toEqual({ received: true });
    expect(await countRows(t.app)).toEqual(afterFirst);
    expect(settled.filter((id) => id === payment.id)).toHaveLength(1);
    expect(await stateChangesOf(t.app, payment.id)).toHaveLength(2);
  });

  it('applies the same event delivered twice at the same moment only once', async () => {
    const { payment } = await pendingCheckout();
    const event = completed(payment, 'sub_test_together', t.clock.now());
    const answers = await Promise.all([deliver(t.app, event), deliver(t.app, event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await stateChangesOf(t.app, payment.id)).toHaveLength(2);
  });

  it('ignores an event type it does not act on (200), changing nothing', async () => {
    const before = await countRows(t.app);
    const response = await deliver(
      t.app,
      stripeEvent('customer.created', { id: 'cus_test', object: 'customer' }, t.clock.now()),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual({ received: true });
    expect(await countRows(t.app)).toEqual(before);
  });

  it('ends right when news of the subscription comes before its checkout completes', async () => {
    const { user, payment } = await pendingCheckout('month');
    const start = t.clock.now();
    const periodEnd = new Date(start.getTime() + 30 * DAY);
    // The client cancelled at the period end; Stripe's update outruns the completion.
    const updated = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({
        id: 'sub_test_race',
        paymentId: payment.id,
        cancelAtPeriodEnd: true,
        periodEnd,
      }),
      new Date(start.getTime() + 10_000),
    );
    expect((await deliver(t.app, updated)).statusCode).toBe(200);
    expect((await deliver(t.app, completed(payment, 'sub_test_race', start))).statusCode).toBe(200);

    expect((await paymentOfCheckout(t.app, payment.checkoutUrl ?? '')).state).toBe('paid');
    expect(await subscriptionOf(t.app, user.email)).toEqual({
      plan: 'month',
      state: 'cancelling',
      currentPeriodEnd: periodEnd.toISOString(),
    });
    const stored = await t.app.services.users.findById(user.id);
    expect(stored?.subscriptionEndsAt?.toISOString()).toBe(periodEnd.toISOString());

    // An older update (before the cancel) arriving last changes nothing.
    const older = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: 'sub_test_race', paymentId: payment.id, periodEnd }),
      new Date(start.getTime() + 5_000),
    );
    expect((await deliver(t.app, older)).statusCode).toBe(200);
    expect((await subscriptionOf(t.app, user.email))?.state).toBe('cancelling');
  });

  it('renews on invoice.paid: the period moves on and the renewal is an invoice of its own', async () => {
    const { user, payment } = await pendingCheckout('month');
    const start = t.clock.now();
    await deliver(t.app, completed(payment, 'sub_test_renew', start));
    const nextEnd = new Date('2027-01-21T10:00:00.000Z');
    const renewal = stripeEvent(
      'invoice.paid',
      invoiceObject({
        subscription: 'sub_test_renew',
        paymentId: payment.id,
        periodEnd: nextEnd,
        amountCents: 10_000,
      }),
      new Date('2026-12-21T10:00:05.000Z'),
    );
    expect((await deliver(t.app, renewal)).statusCode).toBe(200);
    expect((await deliver(t.app, renewal)).statusCode).toBe(200);

    expect((await subscriptionOf(t.app, user.email))?.currentPeriodEnd).toBe(nextEnd.toISOString());
    const stored = await t.app.services.users.findById(user.id);
    expect(stored?.subscriptionEndsAt?.toISOString()).toBe(nextEnd.toISOString());
    const { accessToken } = await logIn(t.app, user.email);
    const invoices = await call<ClientPayment[]>(
      t.app,
      'GET',
      '/users/v1/payment/client/payments',
      {
        token: accessToken,
      },
    );
    expect(invoices.body.data.map((p) => [p.state, p.amountCents, p.paidAt])).toEqual([
      ['paid', 10_000, '2026-12-21T10:00:05.000Z'],
      ['paid', 10_000, '2026-11-21T10:00:00.000Z'],
    ]);
  });

  it('the first invoice of a subscription is the checkout itself, not a renewal', async () => {
    const { user, payment } = await pendingCheckout('year');
    await deliver(t.app, completed(payment, 'sub_test_first', t.clock.now()));
    const before = await countRows(t.app);
    await deliver(
      t.app,
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          subscription: 'sub_test_first',
          paymentId: payment.id,
          periodEnd: new Date('2027-11-21T10:00:00.000Z'),
          amountCents: 100_000,
          billingReason: 'subscription_create',
        }),
        t.clock.now(),
      ),
    );
    expect((await countRows(t.app)).payments).toBe(before.payments);
    expect((await subscriptionOf(t.app, user.email))?.state).toBe('active');
  });

  it('customer.subscription.deleted cancels; access lasts to the period paid, then ends by itself', async () => {
    const { user, payment } = await pendingCheckout('month');
    const start = t.clock.now();
    await deliver(t.app, completed(payment, 'sub_test_deleted', start));
    const periodEnd = new Date('2026-12-21T10:00:00.000Z');
    await deliver(
      t.app,
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({
          id: 'sub_test_deleted',
          paymentId: payment.id,
          status: 'canceled',
          periodEnd,
        }),
        new Date(start.getTime() + 60_000),
      ),
    );
    expect(await subscriptionOf(t.app, user.email)).toEqual({
      plan: 'month',
      state: 'cancelled',
      currentPeriodEnd: periodEnd.toISOString(),
    });
    expect((await profileOf(user.email)).isSubscriptionEnabled).toBe(true);

    t.clock.set(new Date(periodEnd.getTime() + 1000));
    try {
      expect((await profileOf(user.email)).isSubscriptionEnabled).toBe(false);
    } finally {
      t.clock.set(start);
    }
  });

  it('a subscription expires at its period end with nobody acting (test clock)', async () => {
    const { user, payment } = await pendingCheckout('month');
    const start = t.clock.now();
    await deliver(t.app, completed(payment, 'sub_test_expiry', start));
    t.clock.set(new Date('2026-12-21T09:59:00.000Z'));
    try {
      expect((await profileOf(user.email)).isSubscriptionEnabled).toBe(true);
      t.clock.set(new Date('2026-12-21T10:00:01.000Z'));
      const profile = await profileOf(user.email);
      expect(profile.isSubscriptionEnabled).toBe(false);
      expect(profile.writingAccess).toBe(false);
      expect((await subscriptionOf(t.app, user.email))?.state).toBe('expired');
    } finally {
      t.clock.set(start);
    }
  });

  it('a checkout that times out is expired; one ended early is cancelled; a failed one failed', async () => {
    const timedOut = await pendingCheckout();
    const expiresAt = new Date(timedOut.payment.createdAt.getTime() + 24 * 3600 * 1000);
    await deliver(
      t.app,
      stripeEvent(
        'checkout.session.expired',
        sessionObject(timedOut.payment, { mode: 'subscription', expiresAt }),
        expiresAt,
      ),
    );
    expect((await paymentOfCheckout(t.app, timedOut.payment.checkoutUrl ?? '')).state).toBe(
      'expired',
    );

    const ended = await pendingCheckout();
    await deliver(
      t.app,
      stripeEvent(
        'checkout.session.expired',
        sessionObject(ended.payment, { mode: 'subscription' }),
        t.clock.now(),
      ),
    );
    expect((await paymentOfCheckout(t.app, ended.payment.checkoutUrl ?? '')).state).toBe(
      'cancelled',
    );

    const failed = await pendingCheckout();
    await deliver(
      t.app,
      stripeEvent(
        'checkout.session.async_payment_failed',
        sessionObject(failed.payment, { mode: 'subscription' }),
        t.clock.now(),
      ),
    );
    expect((await paymentOfCheckout(t.app, failed.payment.checkoutUrl ?? '')).state).toBe('failed');
  });

  it('pays no checkout that already failed, expired or was cancelled, whatever comes late', async () => {
    const failed = await pendingCheckout();
    const session = sessionObject(failed.payment, { mode: 'subscription' });
    await deliver(
      t.app,
      stripeEvent('checkout.session.async_payment_failed', session, t.clock.now()),
    );
    const response = await deliver(
      t.app,
      completed(failed.payment, 'sub_test_late', t.clock.now()),
    );
    expect(response.statusCode).toBe(200);
    expect((await paymentOfCheckout(t.app, failed.payment.checkoutUrl ?? '')).state).toBe('failed');
    expect(await subscriptionOf(t.app, failed.user.email)).toBeNull();
    expect((await profileOf(failed.user.email)).isSubscriptionEnabled).toBe(false);
  });

  it('pays a checkout completed by a delayed method only once its money came in', async () => {
    const { user, payment } = await pendingCheckout('year');
    const session = {
      ...sessionObject(payment, { mode: 'subscription', subscription: 'sub_test_debit' }),
      payment_status: 'unpaid',
    };
    await deliver(t.app, stripeEvent('checkout.session.completed', session, t.clock.now()));
    expect((await paymentOfCheckout(t.app, payment.checkoutUrl ?? '')).state).toBe('pending');
    expect(await subscriptionOf(t.app, user.email)).toBeNull();

    const succeeded = { ...session, payment_status: 'paid' };
    await deliver(
      t.app,
      stripeEvent('checkout.session.async_payment_succeeded', succeeded, t.clock.now()),
    );
    expect((await paymentOfCheckout(t.app, payment.checkoutUrl ?? '')).state).toBe('paid');
    expect(await subscriptionOf(t.app, user.email)).toMatchObject({
      plan: 'year',
      state: 'active',
    });
  });

  it('fails a checkout completed by a delayed method whose money never came', async () => {
    const { payment } = await pendingCheckout();
    const session = {
      ...sessionObject(payment, { mode: 'subscription', subscription: 'sub_test_bounced' }),
      payment_status: 'unpaid',
    };
    await deliver(t.app, stripeEvent('checkout.session.completed', session, t.clock.now()));
    await deliver(
      t.app,
      stripeEvent('checkout.session.async_payment_failed', session, t.clock.now()),
    );
    expect((await paymentOfCheckout(t.app, payment.checkoutUrl ?? '')).state).toBe('failed');
  });

  it('ignores events about checkouts that are not ours', async () => {
    const { payment } = await pendingCheckout();
    const before = await countRows(t.app);
    const foreign = { ...payment, providerSessionId: 'cs_test_someone_else' };
    const response = await deliver(t.app, completed(foreign, 'sub_test_foreign', t.clock.now()));
    expect(response.statusCode).toBe(200);
    const after = await countRows(t.app);
    expect({ ...after, webhook_events: before.webhook_events }).toEqual(before);
    expect((await paymentOfCheckout(t.app, payment.checkoutUrl ?? '')).state).toBe('pending');
  });
});
