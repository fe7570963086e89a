import { describe, expect, it } from 'vitest';
import type { AdminPayment, ClientPayment, ClientSubscription, Paged } from '@cuebrief/shared';
import { createAccount, logIn } from '../helpers/accounts';
import { call, expectRefusal } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { payInSandbox, sandboxConfig } from '../helpers/payments';
import { countRows } from '../helpers/row-counts';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, refusedUnless, whoMay } from '../helpers/who-may';

const t = useTestApp({ config: sandboxConfig });
const signedIn = useEveryRole(t);
const PAYMENT = '/users/v1/payment';

/** A new client with a checkout for a plan, paid (4242…) or left pending. */
async function clientWithCheckout(plan: 'year' | 'month', pay: boolean) {
  const user = await createAccount(t.app, 'Client', {
    trialEndsAt: null,
    email: `payer-${plan}-${Math.random().toString(36).slice(2, 8)}@payers.example`,
  });
  const { accessToken } = await logIn(t.app, user.email);
  const response = await call<{ url: string }>(
    t.app,
    'POST',
    `${PAYMENT}/client/create-subscription`,
    {
      token: accessToken,
      body: { type: plan },
    },
  );
  expect(response.statusCode, response.raw).toBe(200);
  if (pay) await payInSandbox(t.app, response.body.data.url);
  return { user, accessToken, url: response.body.data.url };
}

describe('who may call the payment routes', () => {
  describe.each([
    ['POST', `${PAYMENT}/client/create-subscription`, { type: 'month' }],
    ['GET', '/users/v1/auth/make-subscription', undefined],
    ['GET', `${PAYMENT}/client/subscription`, undefined],
    ['GET', `${PAYMENT}/client/payments`, undefined],
  ] as const)('%s %s', (method, url, body) => {
    it.each(whoMay('Client'))('answers %s', async (_title, caller) => {
      const response = await call(t.app, method, url, {
        token: signedIn.tokenOf(caller.role),
        body,
      });
      expectAnswerFor(caller, response);
    });
  });

  it.each(whoMay('Admin'))('GET /admin/payments answers %s', async (_title, caller) => {
    const response = await call(t.app, 'GET', `${PAYMENT}/admin/payments`, {
      token: signedIn.tokenOf(caller.role),
    });
    expectAnswerFor(caller, response);
  });

  it.each(refusedUnless('Client'))(
    'POST /client/cancel-subscription refuses %s, changing nothing',
    async (_title, caller) => {
      const before = await countRows(t.app);
      const response = await call(t.app, 'POST', `${PAYMENT}/client/cancel-subscription`, {
        token: signedIn.tokenOf(caller.role),
      });
      expectRefusal(response, caller.status, caller.error);
      expect(await countRows(t.app)).toEqual(before);
    },
  );

  it.each(refusedUnless('Client'))(
    'create-subscription refuses %s, changing nothing',
    async (_title, caller) => {
      const before = await countRows(t.app);
      const response = await call(t.app, 'POST', `${PAYMENT}/client/create-subscription`, {
        token: signedIn.tokenOf(caller.role),
        body: { type: 'year' },
      });
      expectRefusal(response, caller.status, caller.error);
      expect(await countRows(t.app)).toEqual(before);
    },
  );
});

describe('POST /client/create-subscription', () => {
  it.each([
    [{ type: 'week' }, ['type']],
    [{}, ['type']],
    [{ type: 'year', amountCents: 1 }, ['amountCents']],
  ])('refuses %j with 400, changing nothing', async (body, fields) => {
    const before = await countRows(t.app);
    const response = await call(t.app, 'POST', `${PAYMENT}/client/create-subscription`, {
      token: signedIn.Client.accessToken,
      body,
    });
    expectRefusal(response, 400, 'VALIDATION_FAILED', fields);
    expect(await countRows(t.app)).toEqual(before);
  });

  it('charges the prices of the shared constants', async () => {
    const { accessToken } = await clientWithCheckout('month', false);
    const invoices = await call<ClientPayment[]>(t.app, 'GET', `${PAYMENT}/client/payments`, {
      token: accessToken,
    });
    expect(invoices.body.data).toEqual([
      expect.objectContaining({ plan: 'month', amountCents: 10_000, state: 'pending' }),
    ]);
    expect(invoices.body.data[0]?.checkoutUrl).toMatch(/\/sandbox\/checkout\/cs_sandbox_/);
  });
});

describe('a client sees only their own', () => {
  it('subscription and invoices; without a subscription, cancel is 404', async () => {
    const payer = await clientWithCheckout('year', true);
    const other = await createAccount(t.app, 'Client');
    const { accessToken } = await logIn(t.app, other.email);

    const subscription = await call(t.app, 'GET', `${PAYMENT}/client/subscription`, {
      token: accessToken,
    });
    expect(subscription.body.data).toBeNull();
    const invoices = await call<ClientPayment[]>(t.app, 'GET', `${PAYMENT}/client/payments`, {
      token: accessToken,
    });
    expect(invoices.body.data).toEqual([]);

    const before = await countRows(t.app);
    const cancel = await call(t.app, 'POST', `${PAYMENT}/client/cancel-subscription`, {
      token: accessToken,
    });
    expectRefusal(cancel, 404, 'NOT_FOUND');
    expect(await countRows(t.app)).toEqual(before);

    const own = await call<ClientSubscription>(t.app, 'GET', `${PAYMENT}/client/subscription`, {
      token: payer.accessToken,
    });
    expect(own.body.data.state).toBe('active');
  });

  it('a cancelled subscription cannot be cancelled again (409)', async () => {
    const payer = await clientWithCheckout('month', true);
    const first = await call(t.app, 'POST', `${PAYMENT}/client/cancel-subscription`, {
      token: payer.accessToken,
    });
    expect(first.statusCode, first.raw).toBe(200);
    const before = await countRows(t.app);
    const again = await call(t.app, 'POST', `${PAYMENT}/client/cancel-subscription`, {
      token: payer.accessToken,
    });
    expectRefusal(again, 409, 'INVALID_STATE');
    expect(await countRows(t.app)).toEqual(before);
  });
});

describe('GET /admin/payments', () => {
  const page = (query: Record<string, string> = {}) =>
    call<Paged<AdminPayment>>(t.app, 'GET', `${PAYMENT}/admin/payments`, {
      token: signedIn.Admin.accessToken,
      query,
    });

  it('pages every payment newest first, with the payer, filtered by state and purpose', async () => {
    const paid = await clientWithCheckout('year', true);
    t.clock.advance(1000);
    const pending = await clientWithCheckout('month', false);
    t.clock.advance(1000);

    const all = await page({ pageSize: '2' });
    expect(all.statusCode, all.raw).toBe(200);
    expect(all.body.data).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.body.data.total).toBeGreaterThanOrEqual(2);
    expect(all.body.data.data[0]).toMatchObject({
      client: { id: pending.user.id, email: pending.user.email, agency: 'Test Agency' },
      purpose: 'subscription',
      plan: 'month',
      audioTitle: null,
      amountCents: 10_000,
      currency: 'usd',
      state: 'pending',
      provider: 'sandbox',
      paidAt: null,
    });
    expect(all.body.data.data[0]?.providerSessionId).toMatch(/^cs_sandbox_/);

    const onlyPaid = await page({ state: 'paid', search: paid.user.email });
    expect(onlyPaid.body.data.data.map((p) => [p.client.id, p.state, p.plan])).toEqual([
      [paid.user.id, 'paid', 'year'],
    ]);
    const licences = await page({ purpose: 'licence', search: paid.user.email });
    expect(licences.body.data).toMatchObject({ data: [], total: 0 });
  });

  it.each([
    [{ state: 'refunded' }, ['state']],
    [{ purpose: 'gift' }, ['purpose']],
    [{ page: '0' }, ['page']],
    [{ colour: 'red' }, ['colour']],
  ])('refuses %j with 400', async (query, fields) => {
    expectRefusal(await page(query), 400, 'VALIDATION_FAILED', fields);
  });
});
