import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClientSubscription, Profile } from '@cuebrief/shared';
import { logIn } from '../helpers/accounts';
import { call, type ApiResponse } from '../helpers/api';
import {
  clientWithoutTrial,
  deliver,
  pathOf,
  paymentOfCheckout,
  payInSandbox,
  postForm,
  sandboxConfig,
  sessionObject,
  stripeEvent,
} from '../helpers/payments';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ config: sandboxConfig });
const PAYMENT = '/users/v1/payment';

function createSubscription(token: string, type: 'year' | 'month') {
  return call<{ url: string }>(t.app, 'POST', `${PAYMENT}/client/create-subscription`, {
    token,
    body: { type },
  });
}

function urlOf(response: ApiResponse<{ url: string }>): string {
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data.url;
}

/** A client's subscription payments, oldest first. */
async function subscriptionPaymentsOf(clientId: string) {
  const result = await t.app.database.db.execute(
    sql`select id, plan, state, checkout_url from payments where client_id = ${clientId} and purpose = 'subscription' order by created_at, id`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function stateChangesOf(paymentId: string) {
  const result = await t.app.database.db.execute(
    sql`select from_state, to_state from payment_state_changes where payment_id = ${paymentId} order by at, from_state nulls first`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('a client has at most one open subscription checkout', () => {
  it('answers the open checkout of the same plan again: the same url, one payment', async () => {
    const client = await clientWithoutTrial(t.app);
    const first = urlOf(await createSubscription(client.accessToken, 'year'));
    t.clock.advance(60_000);
    const again = urlOf(await createSubscription(client.accessToken, 'year'));
    expect(again).toBe(first);
    const made = await call<{ sessionId: string; url: string }>(
      t.app,
      'GET',
      '/users/v1/auth/make-subscription',
      { token: client.accessToken },
    );
    expect(made.statusCode, made.raw).toBe(200);
    expect(made.body.data).toEqual({ sessionId: first.split('/').pop(), url: first });
    expect(await subscriptionPaymentsOf(client.user.id)).toEqual([
      expect.objectContaining({ plan: 'year', state: 'pending', checkout_url: first }),
    ]);
  });

  it('closes the open checkout of the other plan first: its page takes no payment, the new one does', async () => {
    const client = await clientWithoutTrial(t.app);
    const yearly = urlOf(await createSubscription(client.accessToken, 'year'));
    t.clock.advance(60_000);
    const monthly = urlOf(await createSubscription(client.accessToken, 'month'));
    expect(monthly).not.toBe(yearly);

    const closed = await paymentOfCheckout(t.app, yearly);
    expect(closed.state).toBe('cancelled');
    expect(await stateChangesOf(closed.id)).toEqual([
      { from_state: null, to_state: 'pending' },
      { from_state: 'pending', to_state: 'cancelled' },
    ]);
    const page = await t.app.inject({ method: 'GET', url: pathOf(yearly) });
    expect(page.body).toContain('This checkout was cancelled.');
    expect(page.body).not.toContain('name="card"');
    const refused = await postForm(t.app, `${pathOf(yearly)}/pay`, {
      card: '4242 4242 4242 4242',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('This checkout was cancelled.');
    expect((await paymentOfCheckout(t.app, yearly)).state).toBe('cancelled');

    await payInSandbox(t.app, monthly);
    expect((await paymentOfCheckout(t.app, monthly)).state).toBe('paid');
    const plan = await call<ClientSubscription>(t.app, 'GET', `${PAYMENT}/client/subscription`, {
      token: client.accessToken,
    });
    expect(plan.body.data).toMatchObject({ plan: 'month', state: 'active' });
  });

  it('does not pay the closed checkout when its completion still arrives', async () => {
    const client = await clientWithoutTrial(t.app);
    const yearly = urlOf(await createSubscription(client.accessToken, 'year'));
    urlOf(await createSubscription(client.accessToken, 'month'));
    const closed = await paymentOfCheckout(t.app, yearly);

    const late = stripeEvent(
      'checkout.session.completed',
      sessionObject(closed, { mode: 'subscription', subscription: 'sub_test_closed' }),
      t.clock.now(),
    );
    expect((await deliver(t.app, late)).statusCode).toBe(200);
    expect((await paymentOfCheckout(t.app, yearly)).state).toBe('cancelled');
    const plan = await call(t.app, 'GET', `${PAYMENT}/client/subscription`, {
      token: client.accessToken,
    });
    expect(plan.body.data).toBeNull();
    const profile = await call<Profile>(t.app, 'GET', '/users/v1/auth/profile', {
      token: client.accessToken,
    });
    expect(profile.body.data.isSubscriptionEnabled).toBe(false);
  });

  it('opens a fresh checkout once the open one has run out (24 hours)', async () => {
    const client = await clientWithoutTrial(t.app);
    const first = urlOf(await createSubscription(client.accessToken, 'year'));
    t.clock.advance(24 * 3600 * 1000 + 1000);
    const { accessToken } = await logIn(t.app, client.user.email);
    const fresh = urlOf(await createSubscription(accessToken, 'year'));
    expect(fresh).not.toBe(first);
  });

  // Calls at once race only on PostgreSQL (PGlite runs one transaction at a time): there, these
  // two fail without the client's lock.
  it('opens one checkout for calls at once of the same plan: one payment, one url', async () => {
    const client = await clientWithoutTrial(t.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => createSubscription(client.accessToken, 'year')),
    );
    const urls = new Set(answers.map(urlOf));
    const rows = await subscriptionPaymentsOf(client.user.id);
    expect(rows).toEqual([expect.objectContaining({ plan: 'year', state: 'pending' })]);
    expect([...urls]).toEqual([rows[0]?.checkout_url]);
  });

  it('leaves one open checkout for calls at once of both plans; the others closed', async () => {
    const client = await clientWithoutTrial(t.app);
    const plans = ['year', 'month', 'year', 'month', 'year', 'month'] as const;
    const answers = await Promise.all(
      plans.map((plan) => createSubscription(client.accessToken, plan)),
    );
    const urls = answers.map(urlOf);
    const rows = await subscriptionPaymentsOf(client.user.id);
    const pending = rows.filter((row) => row.state === 'pending');
    expect(pending).toHaveLength(1);
    expect(rows.filter((row) => row.state !== 'cancelled')).toEqual(pending);
    // The answer of the call that came last is the one open checkout.
    expect(urls).toContain(pending[0]?.checkout_url);
  });
});
