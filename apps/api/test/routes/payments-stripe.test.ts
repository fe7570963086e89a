import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSubscription } from '@cuebrief/shared';
import { createAccount, logIn } from '../helpers/accounts';
import { call, expectRefusal } from '../helpers/api';
import { deliver, paymentOfCheckout, sessionObject, stripeEvent } from '../helpers/payments';
import { startFakeStripe, type FakeStripe } from '../helpers/stripe-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

const WEBHOOK_SECRET = 'whsec_stripe_mode_test';
let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    config: {
      stripe: { secretKey: 'sk_test_cuebrief', webhookSecret: WEBHOOK_SECRET, api: stripe.api },
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('payments with Stripe configured', () => {
  it('checks out at Stripe, confirms by its webhook, cancels at Stripe; no sandbox page', async () => {
    stripe.answers.set('POST /v1/checkout/sessions', {
      status: 200,
      body: {
        id: 'cs_test_live1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_live1',
      },
    });
    const user = await createAccount(t.app, 'Client', { trialEndsAt: null });
    const { accessToken } = await logIn(t.app, user.email);
    const created = await call<{ url: string }>(
      t.app,
      'POST',
      '/users/v1/payment/client/create-subscription',
      { token: accessToken, body: { type: 'month' } },
    );
    expect(created.statusCode, created.raw).toBe(200);
    expect(created.body.data.url).toBe('https://checkout.stripe.com/c/pay/cs_test_live1');
    const payment = await paymentOfCheckout(t.app, created.body.data.url);
    expect(payment).toMatchObject({ provider: 'stripe', state: 'pending', amountCents: 10_000 });
    expect(stripe.calls[0]?.params).toMatchObject({
      client_reference_id: payment.id,
      success_url: `${t.config.publicUrl}/offers?checkout=success`,
    });

    const page = await call(t.app, 'GET', '/users/v1/payment/sandbox/checkout/cs_test_live1');
    expectRefusal(page, 404, 'NOT_FOUND');

    const completed = stripeEvent(
      'checkout.session.completed',
      sessionObject(payment, { mode: 'subscription', subscription: 'sub_live_1' }),
      t.clock.now(),
    );
    expectRefusal(await deliver(t.app, completed), 400, 'INVALID_SIGNATURE');
    expect((await deliver(t.app, completed, WEBHOOK_SECRET)).statusCode).toBe(200);

    stripe.answers.set('POST /v1/subscriptions/sub_live_1', {
      status: 200,
      body: { id: 'sub_live_1', object: 'subscription', cancel_at_period_end: true },
    });
    const cancelled = await call<ClientSubscription>(
      t.app,
      'POST',
      '/users/v1/payment/client/cancel-subscription',
      { token: accessToken },
    );
    expect(cancelled.statusCode, cancelled.raw).toBe(200);
    expect(cancelled.body.data.state).toBe('cancelling');
    expect(stripe.calls.at(-1)).toMatchObject({
      path: '/v1/subscriptions/sub_live_1',
      params: { cancel_at_period_end: 'true' },
    });
  });

  it('stops renewals at Stripe when a subscribed client removes their account', async () => {
    stripe.answers.set('POST /v1/checkout/sessions', {
      status: 200,
      body: {
        id: 'cs_test_removal',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_removal',
      },
    });
    stripe.answers.set('POST /v1/subscriptions/sub_live_removal', {
      status: 200,
      body: { id: 'sub_live_removal', object: 'subscription', cancel_at_period_end: true },
    });
    const user = await createAccount(t.app, 'Client', { trialEndsAt: null });
    const { url } = await t.app.services.payments.createSubscription(user, 'year');
    const payment = await paymentOfCheckout(t.app, url);
    const completed = stripeEvent(
      'checkout.session.completed',
      sessionObject(payment, { mode: 'subscription', subscription: 'sub_live_removal' }),
      t.clock.now(),
    );
    expect((await deliver(t.app, completed, WEBHOOK_SECRET)).statusCode).toBe(200);

    const { accessToken } = await logIn(t.app, user.email);
    const removed = await call(t.app, 'DELETE', '/users/v1/auth/client/remove-account', {
      token: accessToken,
    });
    expect(removed.statusCode, removed.raw).toBe(200);
    expect(stripe.calls.at(-1)).toMatchObject({
      path: '/v1/subscriptions/sub_live_removal',
      params: { cancel_at_period_end: 'true' },
    });
    // The payment stays, as the books need it.
    expect((await paymentOfCheckout(t.app, url)).state).toBe('paid');
  });

  it('keeps the account when Stripe cannot stop its renewals (502), so nobody is charged unseen', async () => {
    stripe.answers.set('POST /v1/checkout/sessions', {
      status: 200,
      body: {
        id: 'cs_test_keep',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_keep',
      },
    });
    stripe.answers.delete('POST /v1/subscriptions/sub_live_keep');
    const user = await createAccount(t.app, 'Client', { trialEndsAt: null });
    const { url } = await t.app.services.payments.createSubscription(user, 'month');
    const payment = await paymentOfCheckout(t.app, url);
    const completed = stripeEvent(
      'checkout.session.completed',
      sessionObject(payment, { mode: 'subscription', subscription: 'sub_live_keep' }),
      t.clock.now(),
    );
    expect((await deliver(t.app, completed, WEBHOOK_SECRET)).statusCode).toBe(200);

    const { accessToken } = await logIn(t.app, user.email);
    const removal = await call(t.app, 'DELETE', '/users/v1/auth/client/remove-account', {
      token: accessToken,
    });
    expectRefusal(removal, 502, 'PAYMENT_PROVIDER_FAILED');
    const kept = await t.app.services.users.findById(user.id);
    expect(kept?.deletedAt).toBeNull();
    const plan = await call<ClientSubscription>(
      t.app,
      'GET',
      '/users/v1/payment/client/subscription',
      {
        token: accessToken,
      },
    );
    expect(plan.body.data.state).toBe('active');
  });

  it('closes the open checkout of the other plan at Stripe before it opens a new one', async () => {
    const session = (id: string) => ({
      status: 200,
      body: { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` },
    });
    const user = await createAccount(t.app, 'Client', { trialEndsAt: null });
    const { accessToken } = await logIn(t.app, user.email);
    const create = (type: 'year' | 'month') =>
      call<{ url: string }>(t.app, 'POST', '/users/v1/payment/client/create-subscription', {
        token: accessToken,
        body: { type },
      });
    stripe.answers.set('POST /v1/checkout/sessions', session('cs_test_switch_year'));
    const yearly = await create('year');
    expect(yearly.statusCode, yearly.raw).toBe(200);

    // The same plan again: the open session, and no call to Stripe.
    const callsBefore = stripe.calls.length;
    const again = await create('year');
    expect(again.body.data.url).toBe(yearly.body.data.url);
    expect(stripe.calls).toHaveLength(callsBefore);

    // Stripe refuses to close it (say it was just paid): nothing changes, 502.
    stripe.answers.set('POST /v1/checkout/sessions', session('cs_test_switch_month'));
    stripe.answers.delete('POST /v1/checkout/sessions/cs_test_switch_year/expire');
    expectRefusal(await create('month'), 502, 'PAYMENT_PROVIDER_FAILED');
    expect((await paymentOfCheckout(t.app, yearly.body.data.url)).state).toBe('pending');
    expect(stripe.calls.at(-1)?.path).toBe('/v1/checkout/sessions/cs_test_switch_year/expire');

    stripe.answers.set('POST /v1/checkout/sessions/cs_test_switch_year/expire', {
      status: 200,
      body: { id: 'cs_test_switch_year', object: 'checkout.session', status: 'expired' },
    });
    const callsAtSwitch = stripe.calls.length;
    const monthly = await create('month');
    expect(monthly.statusCode, monthly.raw).toBe(200);
    expect(monthly.body.data.url).toBe('https://checkout.stripe.com/c/pay/cs_test_switch_month');
    expect(stripe.calls.slice(callsAtSwitch).map((c) => [c.method, c.path])).toEqual([
      ['POST', '/v1/checkout/sessions/cs_test_switch_year/expire'],
      ['POST', '/v1/checkout/sessions'],
    ]);
    const closed = await paymentOfCheckout(t.app, yearly.body.data.url);
    expect(closed.state).toBe('cancelled');

    // Stripe's own news of the closing follows, and changes nothing.
    const expired = stripeEvent(
      'checkout.session.expired',
      sessionObject(closed, { mode: 'subscription' }),
      t.clock.now(),
    );
    expect((await deliver(t.app, expired, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await paymentOfCheckout(t.app, yearly.body.data.url)).state).toBe('cancelled');
    expect((await paymentOfCheckout(t.app, monthly.body.data.url)).state).toBe('pending');
  });

  it('answers 502 when Stripe refuses, and records no payment', async () => {
    stripe.answers.set('POST /v1/checkout/sessions', {
      status: 500,
      body: { error: { type: 'api_error', message: 'Stripe is down' } },
    });
    const user = await createAccount(t.app, 'Client');
    const { accessToken } = await logIn(t.app, user.email);
    const response = await call(t.app, 'POST', '/users/v1/payment/client/create-subscription', {
      token: accessToken,
      body: { type: 'year' },
    });
    expectRefusal(response, 502, 'PAYMENT_PROVIDER_FAILED');
    const invoices = await call(t.app, 'GET', '/users/v1/payment/client/payments', {
      token: accessToken,
    });
    expect(invoices.body.data).toEqual([]);
  });
});
