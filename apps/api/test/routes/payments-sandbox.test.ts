import { describe, expect, it } from 'vitest';
import type { ClientPayment, ClientSubscription, Profile } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import {
  clientWithoutTrial,
  pathOf,
  payInSandbox,
  paymentOfCheckout,
  postForm,
  sandboxConfig,
} from '../helpers/payments';
import { countRows } from '../helpers/row-counts';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ config: sandboxConfig });

async function startCheckout(token: string, type: 'year' | 'month' = 'year') {
  const response = await call<{ url: string }>(
    t.app,
    'POST',
    '/users/v1/payment/client/create-subscription',
    { token, body: { type } },
  );
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data.url;
}

describe('the sandbox checkout of a subscription', () => {
  it('pays with 4242…, then the profile is premium for a year', async () => {
    const client = await clientWithoutTrial(t.app);
    const before = await call<Profile>(t.app, 'GET', '/users/v1/auth/profile', {
      token: client.accessToken,
    });
    expect(before.body.data.isSubscriptionEnabled).toBe(false);

    const url = await startCheckout(client.accessToken);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/users\/v1\/payment\/sandbox\/checkout\/cs_/);

    const page = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('$1,000.00 per year');
    expect(page.body).toContain('Cuebrief subscription, yearly');
    expect(page.body).toMatch(/<label for="card">Card number<\/label>/);
    expect(page.body).toContain('>Cancel</button>');
    expect(page.body).toContain('name="viewport"');
    // No script anywhere; the style is allowed by its hash, the forms post here and go back to
    // the app's pages on this origin.
    expect(page.body).not.toContain('<script');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toMatch(/form-action 'self';/);

    const paid = await postForm(t.app, `${pathOf(url)}/pay`, { card: '4242 4242 4242 4242' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/offers?checkout=success`);

    const after = await call<Profile>(t.app, 'GET', '/users/v1/auth/profile', {
      token: client.accessToken,
    });
    expect(after.body.data.isSubscriptionEnabled).toBe(true);
    expect(after.body.data.writingAccess).toBe(true);
    const user = await t.app.services.users.findById(client.user.id);
    expect(user?.subscriptionEndsAt?.toISOString()).toBe('2027-11-21T10:00:00.000Z');

    const subscription = await call<ClientSubscription>(
      t.app,
      'GET',
      '/users/v1/payment/client/subscription',
      { token: client.accessToken },
    );
    expect(subscription.body.data).toEqual({
      plan: 'year',
      state: 'active',
      currentPeriodEnd: '2027-11-21T10:00:00.000Z',
    });
    const invoices = await call<ClientPayment[]>(
      t.app,
      'GET',
      '/users/v1/payment/client/payments',
      {
        token: client.accessToken,
      },
    );
    expect(invoices.body.data).toEqual([
      expect.objectContaining({
        purpose: 'subscription',
        plan: 'year',
        amountCents: 100_000,
        currency: 'usd',
        state: 'paid',
        paidAt: '2026-11-21T10:00:00.000Z',
        checkoutUrl: null,
      }),
    ]);

    // The page of a paid checkout says so, and paying again changes nothing.
    const again = await postForm(t.app, `${pathOf(url)}/pay`, { card: '4242424242424242' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This checkout is paid.');
  });

  it('declines 4000 0000 0000 0002 and, as Stripe, keeps the checkout open for another card', async () => {
    const client = await clientWithoutTrial(t.app);
    const url = await startCheckout(client.accessToken, 'month');
    const isSubscribed = async () =>
      (await call<Profile>(t.app, 'GET', '/users/v1/auth/profile', { token: client.accessToken }))
        .body.data.isSubscriptionEnabled;
    for (let attempt = 0; attempt < 2; attempt++) {
      const declined = await postForm(t.app, `${pathOf(url)}/pay`, {
        card: '4000-0000-0000-0002',
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain('Your card was declined. Nothing was charged.');
      expect(declined.body).toContain('name="card"');
      expect((await paymentOfCheckout(t.app, url)).state).toBe('pending');
      expect(await isSubscribed()).toBe(false);
    }
    await payInSandbox(t.app, url);
    expect((await paymentOfCheckout(t.app, url)).state).toBe('paid');
    expect(await isSubscribed()).toBe(true);
  });

  it('cancels: back to the app, the payment cancelled, nothing subscribed', async () => {
    const client = await clientWithoutTrial(t.app);
    const url = await startCheckout(client.accessToken);
    const cancelled = await postForm(t.app, `${pathOf(url)}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/offers?checkout=cancelled`);
    expect((await paymentOfCheckout(t.app, url)).state).toBe('cancelled');
    const subscription = await call(t.app, 'GET', '/users/v1/payment/client/subscription', {
      token: client.accessToken,
    });
    expect(subscription.body.data).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(page.body).toContain('This checkout was cancelled.');
  });

  it('lets a checkout run out after its 24 hours, as Stripe does: expired, no longer payable', async () => {
    const client = await clientWithoutTrial(t.app);
    const url = await startCheckout(client.accessToken, 'month');
    const start = t.clock.now();
    t.clock.advance(24 * 3600 * 1000);
    try {
      const page = await t.app.inject({ method: 'GET', url: pathOf(url) });
      expect(page.body).toContain('This checkout has expired. Nothing was charged.');
      expect(page.body).not.toContain('name="card"');
      const late = await postForm(t.app, `${pathOf(url)}/pay`, { card: '4242 4242 4242 4242' });
      expect(late.statusCode).toBe(200);
      expect(late.body).toContain('This checkout has expired.');
      expect((await paymentOfCheckout(t.app, url)).state).toBe('expired');
    } finally {
      t.clock.set(start);
    }
    const profile = await call<Profile>(t.app, 'GET', '/users/v1/auth/profile', {
      token: client.accessToken,
    });
    expect(profile.body.data.isSubscriptionEnabled).toBe(false);
  });

  it('refuses a card it does not know on the page itself, changing nothing', async () => {
    const client = await clientWithoutTrial(t.app);
    const url = await startCheckout(client.accessToken);
    const before = await countRows(t.app);
    const refused = await postForm(t.app, `${pathOf(url)}/pay`, { card: '1234 5678 9012 3456' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('aria-invalid="true"');
    expect(await countRows(t.app)).toEqual(before);
    expect((await paymentOfCheckout(t.app, url)).state).toBe('pending');
  });

  it('answers 404 for a checkout that does not exist, and 400 for a malformed id', async () => {
    const missing = await call(
      t.app,
      'GET',
      '/users/v1/payment/sandbox/checkout/cs_sandbox_000000000000000000000000',
    );
    expectRefusal(missing, 404, 'NOT_FOUND');
    const pay = await postForm(
      t.app,
      '/users/v1/payment/sandbox/checkout/cs_sandbox_000000000000000000000000/pay',
      { card: '4242424242424242' },
    );
    expect(pay.statusCode).toBe(404);
    const malformed = await call(t.app, 'GET', '/users/v1/payment/sandbox/checkout/nope');
    expectRefusal(malformed, 400, 'VALIDATION_FAILED');
  });

  it('refuses a form with fields it does not know (400), changing nothing', async () => {
    const client = await clientWithoutTrial(t.app);
    const url = await startCheckout(client.accessToken);
    const before = await countRows(t.app);
    const response = await postForm(t.app, `${pathOf(url)}/pay`, {
      card: '4242424242424242',
      amount: '1',
    });
    expect(response.statusCode).toBe(400);
    expect(await countRows(t.app)).toEqual(before);
  });

  it('make-subscription opens a yearly checkout with its session id', async () => {
    const client = await clientWithoutTrial(t.app);
    const response = await call<{ sessionId: string; url: string }>(
      t.app,
      'GET',
      '/users/v1/auth/make-subscription',
      { token: client.accessToken },
    );
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.url.endsWith(`/${response.body.data.sessionId}`)).toBe(true);
    const payment = await paymentOfCheckout(t.app, response.body.data.url);
    expect(payment).toMatchObject({ plan: 'year', amountCents: 100_000, state: 'pending' });
  });

  it('refuses a second subscription while one runs (409), and allows one once it is cancelling', async () => {
    const client = await clientWithoutTrial(t.app);
    const url = await startCheckout(client.accessToken, 'month');
    await postForm(t.app, `${pathOf(url)}/pay`, { card: '4242424242424242' });
    const before = await countRows(t.app);
    const second = await call(t.app, 'POST', '/users/v1/payment/client/create-subscription', {
      token: client.accessToken,
      body: { type: 'year' },
    });
    expectRefusal(second, 409, 'INVALID_STATE');
    expect(await countRows(t.app)).toEqual(before);

    const cancelled = await call<ClientSubscription>(
      t.app,
      'POST',
      '/users/v1/payment/client/cancel-subscription',
      { token: client.accessToken },
    );
    expect(cancelled.statusCode, cancelled.raw).toBe(200);
    expect(cancelled.body.data).toEqual({
      plan: 'month',
      state: 'cancelling',
      currentPeriodEnd: '2026-12-21T10:00:00.000Z',
    });
    // Still paid up to the period end.
    const profile = await call<Profile>(t.app, 'GET', '/users/v1/auth/profile', {
      token: client.accessToken,
    });
    expect(profile.body.data.isSubscriptionEnabled).toBe(true);
    await startCheckout(client.accessToken, 'year');
  });
});
