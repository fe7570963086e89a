import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CheckoutView } from './payment-provider';
import { outcomeOfCard } from './sandbox-cards';
import { checkoutPagePolicy, formatAmount, renderCheckoutPage } from './sandbox-checkout-page';

const checkout = (fields: Partial<CheckoutView> = {}): CheckoutView => ({
  sessionId: 'cs_sandbox_0123456789abcdef01234567',
  paymentId: 'a0a0a0a0-0000-4000-8000-000000000001',
  clientId: 'a0a0a0a0-0000-4000-8000-000000000002',
  mode: 'payment',
  plan: null,
  amountCents: 123_456,
  currency: 'usd',
  description: 'Licence of "Night <Ferry>" & more',
  state: 'pending',
  createdAt: new Date('2026-11-21T10:00:00.000Z'),
  ...fields,
});

describe('the sandbox checkout page', () => {
  it('shows amount and what is bought, escaped, with Pay and Cancel forms', () => {
    const html = renderCheckoutPage(checkout(), { returnUrl: 'http://app.example/settings' });
    expect(html).toContain('$1,234.56');
    expect(html).toContain('Licence of &quot;Night &lt;Ferry&gt;&quot; &amp; more');
    expect(html).not.toContain('<Ferry>');
    expect(html).toContain(
      'action="/users/v1/payment/sandbox/checkout/cs_sandbox_0123456789abcdef01234567/pay"',
    );
    expect(html).toContain(
      'action="/users/v1/payment/sandbox/checkout/cs_sandbox_0123456789abcdef01234567/cancel"',
    );
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).not.toContain('<script');
  });

  it('says a closed checkout is closed, with no card field', () => {
    const html = renderCheckoutPage(checkout({ state: 'expired' }), {
      returnUrl: 'http://app.example/settings?checkout=cancelled',
    });
    expect(html).toContain('This checkout has expired.');
    expect(html).not.toContain('name="card"');
    expect(html).toContain('href="http://app.example/settings?checkout=cancelled"');
  });

  it('allows exactly its own style block by hash', () => {
    const html = renderCheckoutPage(checkout(), { returnUrl: 'http://app.example/' });
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    const policy = checkoutPagePolicy();
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    // Its forms post here and redirect to the app's pages on this origin.
    expect(policy).toContain("form-action 'self';");
    expect(policy).toContain("default-src 'none'");
  });

  it('formats plan prices in dollars', () => {
    expect(formatAmount(100_000, 'usd')).toBe('$1,000.00');
    expect(formatAmount(10_000, 'usd')).toBe('$100.00');
  });
});

describe('outcomeOfCard', () => {
  it.each([
    ['4242 4242 4242 4242', 'paid'],
    ['4242-4242-4242-4242', 'paid'],
    ['4000 0000 0000 0002', 'declined'],
    ['4111 1111 1111 1111', null],
    ['', null],
  ])('%j is %s', (card, outcome) => {
    expect(outcomeOfCard(card)).toBe(outcome);
  });
});
