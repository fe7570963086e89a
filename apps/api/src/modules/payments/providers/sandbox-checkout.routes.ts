import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { paymentsAccess as access } from '../payments.policy';
import type { CheckoutPageDeps, CheckoutView } from './payment-provider';
import { outcomeOfCard } from './sandbox-cards';
import { checkoutPagePolicy, renderCheckoutPage } from './sandbox-checkout-page';
import {
  buildSessionEvent,
  SANDBOX_SESSION_HOURS,
  signPayload,
  type SessionOutcome,
} from './sandbox-events';

const tags = ['payments'];
const FORM_BODY_LIMIT = 4 * 1024;
const paramsSchema = z.strictObject({ sessionId: z.string().regex(/^cs_sandbox_[0-9a-f]{24}$/) });
// The page is HTML; refusals from the error handler (404, a malformed id) are the JSON envelope.
const htmlResponse = { 200: z.string() };
/** What both of the page's form posts declare: the session in the path, url-encoded fields in. */
const formPost = {
  params: paramsSchema,
  consumes: ['application/x-www-form-urlencoded'],
  response: htmlResponse,
};

/** What the page says above the card field after a declined card. */
const DECLINED = 'Your card was declined. Nothing was charged. Try another card.';

/**
 * The sandbox's checkout: a page anyone with its link may open (the session id is the secret,
 * as Stripe's own checkout links are), and its two form posts. Pay and Cancel build the event
 * Stripe would send, sign it with the webhook secret and hand it to the same webhook handler,
 * then send the browser back to the app (303) as Stripe does.
 */
export function sandboxCheckoutRoutes(
  deps: CheckoutPageDeps & { clock: Clock; webhookSecret: string },
): FastifyPluginAsync {
  const { findCheckout, deliverEvent, returnUrls, clock, webhookSecret } = deps;
  const policy = checkoutPagePolicy();

  async function findOrFail(sessionId: string): Promise<CheckoutView> {
    const checkout = await findCheckout(sessionId);
    if (!checkout) throw new AppError('NOT_FOUND', 'There is no such checkout.');
    return checkout;
  }

  /**
   * The checkout as it stands now. A Stripe session runs out after its hours and Stripe then
   * sends `checkout.session.expired`; the sandbox has no timer, so a page opened or paid after
   * that time sends the same event first (past `expires_at`, it records the payment expired).
   */
  async function checkoutOf(sessionId: string): Promise<CheckoutView> {
    const checkout = await findOrFail(sessionId);
    const runsOutAt = checkout.createdAt.getTime() + SANDBOX_SESSION_HOURS * 3600 * 1000;
    if (checkout.state !== 'pending' || clock.now().getTime() < runsOutAt) return checkout;
    await emit(checkout, 'cancelled');
    return findOrFail(sessionId);
  }

  /** The checkout's page; its way back is the cancel address, as Stripe's back link is. */
  function sendPage(reply: FastifyReply, status: number, checkout: CheckoutView, problem?: string) {
    return reply
      .code(status)
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(renderCheckoutPage(checkout, { returnUrl: returnUrls.cancel, problem }));
  }

  async function emit(checkout: CheckoutView, outcome: SessionOutcome): Promise<void> {
    const event = buildSessionEvent(checkout, outcome, clock.now());
    await deliverEvent(Buffer.from(event.payload), signPayload(event.payload, webhookSecret));
  }

  return async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    // The page's forms post url-encoded fields; only this scope reads them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.get('/sandbox/checkout/:sessionId', {
      config: { access: access.checkoutPage },
      schema: {
        tags,
        summary: 'The sandbox checkout page (an HTML page; only when Stripe is not configured)',
        params: paramsSchema,
        produces: ['text/html'],
        response: htmlResponse,
      },
      handler: async (request, reply) => {
        const checkout = await checkoutOf(request.params.sessionId);
        return sendPage(reply, 200, checkout);
      },
    });

    app.post('/sandbox/checkout/:sessionId/pay', {
      config: { access: access.checkoutPage },
      schema: {
        tags,
        summary:
          'Pay a sandbox checkout (form post): 4242 4242 4242 4242 pays and goes back to the ' +
          'app (303); 4000 0000 0000 0002 is declined (402), the checkout left open for another card',
        ...formPost,
        body: z.strictObject({ card: z.string().max(64) }),
      },
      handler: async (request, reply) => {
        const checkout = await checkoutOf(request.params.sessionId);
        if (checkout.state !== 'pending') {
          return sendPage(reply, 200, checkout);
        }
        const outcome = outcomeOfCard(request.body.card);
        if (!outcome) {
          const problem = 'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002).';
          return sendPage(reply, 400, checkout, problem);
        }
        // A declined card leaves the checkout open for another, as Stripe's page does.
        if (outcome === 'declined') return sendPage(reply, 402, checkout, DECLINED);
        await emit(checkout, outcome);
        return reply.redirect(returnUrls.success, 303);
      },
    });

    app.post('/sandbox/checkout/:sessionId/cancel', {
      config: { access: access.checkoutPage },
      schema: {
        tags,
        summary: 'Cancel a sandbox checkout (form post) and go back to the app (303)',
        ...formPost,
      },
      handler: async (request, reply) => {
        const checkout = await checkoutOf(request.params.sessionId);
        if (checkout.state === 'pending') await emit(checkout, 'cancelled');
        return reply.redirect(returnUrls.cancel, 303);
      },
    });
  };
}
