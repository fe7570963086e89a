import { createHash } from 'node:crypto';
import { API_PREFIX, PRODUCT_NAME } from '@cuebrief/shared';
import type { CheckoutView } from './payment-provider';

/** The page's only style, served with a CSP that allows exactly it (its hash), nothing inline else. */
const STYLE = `
body { font: 17px/1.5 system-ui, sans-serif; margin: 0; color: #1d1b26; background: #f6f4fb; }
main { max-width: 28rem; margin: 0 auto; padding: 2rem 1.25rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; color: #3b2a8c; }
.card { background: #fff; border: 1px solid #d8d3ea; border-radius: 12px; padding: 1.25rem; }
.amount { font-size: 2rem; font-weight: 700; margin: 0; }
.what { margin: .25rem 0 1.25rem; }
label { display: block; font-weight: 600; margin-bottom: .35rem; }
input { box-sizing: border-box; width: 100%; font: inherit; padding: .7rem .8rem; border: 1px solid #6b6580; border-radius: 8px; }
input:focus, button:focus { outline: 3px solid #3b2a8c; outline-offset: 2px; }
.hint { color: #4a4560; font-size: .95rem; margin: .4rem 0 1.25rem; }
.error { color: #a4161a; font-weight: 600; }
.pay { width: 100%; font: inherit; font-weight: 700; padding: .8rem; border: 0; border-radius: 8px; background: #3b2a8c; color: #fff; cursor: pointer; }
.cancel { width: 100%; font: inherit; padding: .7rem; margin-top: .75rem; border: 1px solid #3b2a8c; border-radius: 8px; background: transparent; color: #3b2a8c; cursor: pointer; }
a { color: #3b2a8c; }
.note { font-size: .9rem; color: #4a4560; margin-top: 1.5rem; }
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/**
 * The page's Content-Security-Policy: no scripts at all, its one style block, forms that post
 * back here and are redirected to the app's own pages (relative addresses) after a payment.
 */
export function checkoutPagePolicy(): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const PERIOD = { year: ' per year', month: ' per month' } as const;

/** What the page says when the checkout no longer waits for a card. */
const CLOSED_TEXT: Record<string, string> = {
  paid: 'This checkout is paid. Thank you!',
  failed: 'Your card was declined. Nothing was charged.',
  cancelled: 'This checkout was cancelled. Nothing was charged.',
  expired: 'This checkout has expired. Nothing was charged.',
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * The sandbox's checkout page: the amount, what is bought, a card field, Pay and Cancel. Plain
 * form posts, no script; `problem` is shown above the field (a card the sandbox does not know).
 */
export function renderCheckoutPage(
  checkout: CheckoutView,
  options: { returnUrl: string; problem?: string },
): string {
  const amount =
    formatAmount(checkout.amountCents, checkout.currency) +
    (checkout.plan ? PERIOD[checkout.plan] : '');
  const action = `${API_PREFIX.payment}/sandbox/checkout/${encodeURIComponent(checkout.sessionId)}`;
  const summary = `<p class="amount">${escapeHtml(amount)}</p>
  <p class="what">${escapeHtml(checkout.description)}</p>`;
  if (checkout.state !== 'pending') {
    const text = CLOSED_TEXT[checkout.state] ?? 'This checkout is closed.';
    return layout(
      'Checkout',
      `<h1>Checkout</h1>
<div class="card">
  ${summary}
  <p role="status"${checkout.state === 'failed' ? ' class="error"' : ''}>${escapeHtml(text)}</p>
  <p><a href="${escapeHtml(options.returnUrl)}">Back to ${PRODUCT_NAME}</a></p>
</div>`,
    );
  }
  const problem = options.problem
    ? `<p class="error" id="card-problem" role="alert">${escapeHtml(options.problem)}</p>`
    : '';
  const described = options.problem ? 'card-hint card-problem' : 'card-hint';
  return layout(
    'Checkout',
    `<h1>Checkout</h1>
<div class="card">
  ${summary}
  <form method="post" action="${action}/pay">
    ${problem}
    <label for="card">Card number</label>
    <input id="card" name="card" type="text" inputmode="numeric" autocomplete="cc-number"
      required maxlength="23" aria-describedby="${described}"${options.problem ? ' aria-invalid="true"' : ''}>
    <p class="hint" id="card-hint">Test card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
    <button class="pay" type="submit">Pay ${escapeHtml(formatAmount(checkout.amountCents, checkout.currency))}</button>
  </form>
  <form method="post" action="${action}/cancel">
    <button class="cancel" type="submit">Cancel</button>
  </form>
</div>
<p class="note">${PRODUCT_NAME} sandbox checkout: no real card is charged.</p>`,
  );
}
