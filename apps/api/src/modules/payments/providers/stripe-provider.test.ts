import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { startFakeStripe, type FakeStripe } from '../../../../test/helpers/stripe-server';
import type { CheckoutRequest } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_unit_test';
let stripe: FakeStripe;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: 'sk_test_cuebrief',
    webhookSecret: WEBHOOK_SECRET,
    api: stripe.api,
  });
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.calls.length = 0;
  stripe.answers.clear();
});

const checkout = (fields: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: '5d1b6d1e-4a8f-4a43-9c55-0c1f3b8a9e01',
  clientId: '0b5b2a4e-8d0a-4f4e-b2a5-2f4c1e9f7a11',
  email: 'ava@northlight.example',
  mode: 'subscription',
  plan: 'year',
  amountCents: 100_000,
  currency: 'usd',
  description: 'Cuebrief subscription, yearly',
  successUrl: 'https://cuebrief.example/settings?checkout=success',
  cancelUrl: 'https://cuebrief.example/settings?checkout=cancelled',
  ...fields,
});

const sessionAnswer = {
  status: 200,
  body: {
    id: 'cs_test_a1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
  },
};

describe('the Stripe provider', () => {
  it('opens a subscription Checkout Session with price_data and our payment id', async () => {
    stripe.answers.set('POST /v1/checkout/sessions', sessionAnswer);
    const session = await provider.createCheckoutSession(checkout());
    expect(session).toEqual({
      sessionId: 'cs_test_a1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    });
    expect(stripe.calls).toHaveLength(1);
    const [call] = stripe.calls;
    expect(call?.headers.authorization).toBe('Bearer sk_test_cuebrief');
    expect(call?.headers['idempotency-key']).toBe('checkout-5d1b6d1e-4a8f-4a43-9c55-0c1f3b8a9e01');
    expect(call?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call?.params).toEqual({
      mode: 'subscription',
      client_reference_id: '5d1b6d1e-4a8f-4a43-9c55-0c1f3b8a9e01',
      customer_email: 'ava@northlight.example',
      'metadata[paymentId]': '5d1b6d1e-4a8f-4a43-9c55-0c1f3b8a9e01',
      'metadata[clientId]': '0b5b2a4e-8d0a-4f4e-b2a5-2f4c1e9f7a11',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '100000',
      'line_items[0][price_data][product_data][name]': 'Cuebrief subscription, yearly',
      'line_items[0][price_data][recurring][interval]': 'year',
      success_url: 'https://cuebrief.example/settings?checkout=success',
      cancel_url: 'https://cuebrief.example/settings?checkout=cancelled',
      'subscription_data[metadata][paymentId]': '5d1b6d1e-4a8f-4a43-9c55-0c1f3b8a9e01',
      'subscription_data[metadata][clientId]': '0b5b2a4e-8d0a-4f4e-b2a5-2f4c1e9f7a11',
      'subscription_data[metadata][plan]': 'year',
    });
  });

  it('opens a one-off payment session for a licence, with no recurring price', async () => {
    stripe.answers.set('POST /v1/checkout/sessions', sessionAnswer);
    await provider.createCheckoutSession(
      checkout({ mode: 'payment', plan: null, amountCents: 25_000, description: 'Licence' }),
    );
    const params = stripe.calls[0]?.params ?? {};
    expect(params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '25000',
      'payment_intent_data[metadata][paymentId]': '5d1b6d1e-4a8f-4a43-9c55-0c1f3b8a9e01',
    });
    expect(Object.keys(params).some((key) => key.includes('recurring'))).toBe(false);
    expect(Object.keys(params).some((key) => key.startsWith('subscription_data'))).toBe(false);
  });

  it('cancels a subscription at the period end', async () => {
    stripe.answers.set('POST /v1/subscriptions/sub_test_9', {
      status: 200,
      body: { id: 'sub_test_9', object: 'subscription', cancel_at_period_end: true },
    });
    await provider.cancelAtPeriodEnd('sub_test_9');
    expect(stripe.calls.map((c) => [c.method, c.path, c.params])).toEqual([
      ['POST', '/v1/subscriptions/sub_test_9', { cancel_at_period_end: 'true' }],
    ]);
  });

  it('closes an open Checkout Session before its time', async () => {
    stripe.answers.set('POST /v1/checkout/sessions/cs_test_a1/expire', {
      status: 200,
      body: { id: 'cs_test_a1', object: 'checkout.session', status: 'expired' },
    });
    await provider.expireCheckout('cs_test_a1');
    expect(stripe.calls.map((c) => [c.method, c.path])).toEqual([
      ['POST', '/v1/checkout/sessions/cs_test_a1/expire'],
    ]);
  });

  it('turns a refusal of Stripe into PAYMENT_PROVIDER_FAILED', async () => {
    stripe.answers.set('POST /v1/checkout/sessions', {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Invalid currency' } },
    });
    const failure = await provider.createCheckoutSession(checkout()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('PAYMENT_PROVIDER_FAILED');
    const cancel = await provider.cancelAtPeriodEnd('sub_missing').catch((e: unknown) => e);
    expect((cancel as AppError).code).toBe('PAYMENT_PROVIDER_FAILED');
    const expire = await provider.expireCheckout('cs_complete').catch((e: unknown) => e);
    expect((expire as AppError).code).toBe('PAYMENT_PROVIDER_FAILED');
  });

  it('reads an event signed with its webhook secret, and refuses any other', () => {
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1_795_000_000,
      data: { object: { id: 'in_1' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    expect(provider.verifyEvent(Buffer.from(payload), signature)).toMatchObject({
      id: 'evt_test_1',
      type: 'invoice.paid',
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    for (const bad of [forged, undefined, 't=1,v1=00']) {
      const error = (() => {
        try {
          provider.verifyEvent(Buffer.from(payload), bad);
        } catch (caught) {
          return caught;
        }
      })();
      expect((error as AppError).code).toBe('INVALID_SIGNATURE');
    }
  });
});
