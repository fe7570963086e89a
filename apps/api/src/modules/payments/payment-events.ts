import { randomUUID } from 'node:crypto';
import type { PaymentState, SubscriptionState, SubscriptionType } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import type { PaymentRow, SubscriptionRow } from '../../db/schema';
import type { UsersService } from '../users/users.service';
import { paymentsRepository as payments } from './payments.repository';
import {
  checkoutSessionSchema,
  fromUnix,
  type CheckoutSessionObject,
  invoiceObjectSchema,
  subscriptionObjectSchema,
  type ProviderEvent,
} from './provider-events';
import { subscriptionsRepository as subscriptions } from './subscriptions.repository';
import { periodEndFrom, stateOfSubscription } from './subscription-states';

/** Called inside the transaction that marks a payment paid; once per payment. */
export type SettlementHandler = (tx: DbOrTx, payment: PaymentRow) => Promise<void>;

/**
 * A checkout the provider says was paid with another amount or currency than its price (a
 * session tampered with, or a bug of ours): recorded `failed` and not fulfilled. The caller
 * logs it, since the money came in and must be refunded at the provider.
 */
export type MischargedPayment = {
  paymentId: string;
  providerSessionId: string;
  priceCents: number;
  currency: string;
  chargedCents: number | null;
  chargedCurrency: string | null;
};

/** What applying an event found that needs a person's attention, if anything. */
export type AppliedEvent = { mischarged?: MischargedPayment };

type Apply = (tx: DbOrTx, event: ProviderEvent) => Promise<AppliedEvent | void>;

/** What a subscription event tells: its provider id, its state and period, and our ids. */
type SubscriptionNews = {
  providerSubscriptionId: string;
  state: SubscriptionState | null;
  periodEnd: Date | null;
  metadata: Record<string, string>;
};

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/** A checkout that may still start a subscription: open, or paid at its price. */
const MAY_START_SUBSCRIPTION: ReadonlySet<PaymentState> = new Set(['pending', 'paid']);

/**
 * Whether the provider charged exactly the amount and currency the payment row was priced at
 * (both name currencies by their lowercase ISO code).
 */
const chargedItsPrice = (payment: PaymentRow, session: CheckoutSessionObject) =>
  session.amount_total === payment.amountCents && session.currency === payment.currency;

/**
 * How each provider event changes our rows (decision 013). Each runs in the transaction that
 * also claims the event id, so an event is applied whole, once. Events may come in any order:
 * a subscription keeps the time of the last event applied and ignores older news of its state,
 * and a period end only ever moves on.
 */
export function createEventAppliers(deps: {
  users: UsersService;
  settle: (tx: DbOrTx, payment: PaymentRow) => Promise<void>;
}): Record<string, Apply> {
  const { users, settle } = deps;

  async function movePayment(
    tx: DbOrTx,
    payment: PaymentRow,
    to: PaymentState,
    event: ProviderEvent,
    extra: Partial<PaymentRow> = {},
  ): Promise<PaymentRow> {
    const at = fromUnix(event.created);
    const moved = await payments.update(tx, payment.id, { ...extra, state: to, updatedAt: at });
    await payments.recordChange(tx, {
      paymentId: payment.id,
      fromState: payment.state,
      toState: to,
      providerEventId: event.id,
      at,
    });
    return moved;
  }

  /** The profile's paid-through time follows the client's subscriptions. */
  async function mirrorToUser(tx: DbOrTx, clientId: string): Promise<void> {
    await users.setSubscriptionEnd(tx, clientId, await subscriptions.paidThrough(tx, clientId));
  }

  /**
   * Applies news of a subscription; the first news of one we have not seen yet creates it from
   * our ids in its metadata (its checkout's completion may still be on the way).
   */
  async function applySubscriptionNews(
    tx: DbOrTx,
    event: ProviderEvent,
    news: SubscriptionNews,
  ): Promise<void> {
    const at = fromUnix(event.created);
    const found = await subscriptions.findByProviderIdForUpdate(tx, news.providerSubscriptionId);
    if (!found) {
      const origin = news.metadata.paymentId
        ? await payments.findById(tx, news.metadata.paymentId)
        : undefined;
      if (!origin?.plan || !news.periodEnd) return; // not one of ours
      // A checkout that failed (charged other than its price), was cancelled or expired paid
      // for no subscription, whatever the provider goes on to say about one.
      if (!MAY_START_SUBSCRIPTION.has(origin.state)) return;
      await createSubscription(tx, event, {
        clientId: origin.clientId,
        plan: origin.plan,
        providerSubscriptionId: news.providerSubscriptionId,
        provider: origin.provider,
        state: news.state ?? 'active',
        periodEnd: news.periodEnd,
      });
      return;
    }
    const isNewer = at >= found.lastEventAt;
    const state = isNewer && news.state ? news.state : found.state;
    const periodEnd = later(found.currentPeriodEnd, news.periodEnd);
    if (state === found.state && periodEnd.getTime() === found.currentPeriodEnd.getTime()) return;
    await subscriptions.update(tx, found.id, {
      state,
      currentPeriodEnd: periodEnd,
      lastEventAt: isNewer ? at : found.lastEventAt,
      updatedAt: at,
    });
    if (state !== found.state) {
      await payments.recordChange(tx, {
        subscriptionId: found.id,
        fromState: found.state,
        toState: state,
        providerEventId: event.id,
        at,
      });
    }
    await mirrorToUser(tx, found.clientId);
  }

  async function createSubscription(
    tx: DbOrTx,
    event: ProviderEvent,
    fields: {
      clientId: string;
      plan: SubscriptionType;
      provider: SubscriptionRow['provider'];
      providerSubscriptionId: string;
      state: SubscriptionState;
      periodEnd: Date;
    },
  ): Promise<void> {
    const at = fromUnix(event.created);
    const created = await subscriptions.insert(tx, {
      clientId: fields.clientId,
      plan: fields.plan,
      provider: fields.provider,
      providerSubscriptionId: fields.providerSubscriptionId,
      state: fields.state,
      currentPeriodEnd: fields.periodEnd,
      lastEventAt: at,
      createdAt: at,
      updatedAt: at,
    });
    await payments.recordChange(tx, {
      subscriptionId: created.id,
      fromState: null,
      toState: fields.state,
      providerEventId: event.id,
      at,
    });
    await mirrorToUser(tx, fields.clientId);
  }

  /** Our payment a checkout session event is about, locked; none when it is not ours. */
  async function paymentOfSession(tx: DbOrTx, event: ProviderEvent) {
    const session = checkoutSessionSchema.parse(event.data.object);
    const paymentId = session.client_reference_id ?? session.metadata.paymentId;
    if (!paymentId) return undefined;
    const payment = await payments.findForUpdate(tx, paymentId);
    if (!payment || payment.providerSessionId !== session.id) return undefined;
    return { payment, session };
  }

  /**
   * The money of a checkout came in: its payment is paid and settled. Only a payment still
   * pending moves: one paid already was settled, and one that failed, expired or was cancelled
   * stays so (news of it delivered late must not pay, and settle, a closed checkout). Money of
   * another amount or currency than the price pays nothing: the payment fails, on record.
   */
  async function payCheckout(tx: DbOrTx, event: ProviderEvent): Promise<AppliedEvent> {
    const found = await paymentOfSession(tx, event);
    if (!found || found.payment.state !== 'pending') return {};
    const { payment, session } = found;
    if (!chargedItsPrice(payment, session)) {
      await movePayment(tx, payment, 'failed', event);
      const mischarged = {
        paymentId: payment.id,
        providerSessionId: session.id,
        priceCents: payment.amountCents,
        currency: payment.currency,
        chargedCents: session.amount_total ?? null,
        chargedCurrency: session.currency ?? null,
      };
      return { mischarged };
    }
    const paid = await movePayment(tx, payment, 'paid', event, {
      paidAt: fromUnix(event.created),
      providerPaymentId: session.payment_intent ?? session.invoice,
      providerSubscriptionId: session.subscription,
    });
    if (paid.purpose === 'subscription' && paid.plan && session.subscription) {
      const known = await subscriptions.findByProviderIdForUpdate(tx, session.subscription);
      // News of the subscription that came first is newer than this completion: it stays.
      if (!known) {
        await createSubscription(tx, event, {
          clientId: paid.clientId,
          plan: paid.plan,
          provider: paid.provider,
          providerSubscriptionId: session.subscription,
          state: 'active',
          periodEnd: periodEndFrom(fromUnix(event.created), paid.plan),
        });
      }
    }
    await settle(tx, paid);
    return {};
  }

  return {
    async 'checkout.session.completed'(tx, event) {
      // Completed with a delayed method (a bank debit): the money is not in yet; it is paid on
      // checkout.session.async_payment_succeeded, or fails on async_payment_failed.
      const session = checkoutSessionSchema.parse(event.data.object);
      if (session.payment_status === 'unpaid') return;
      return payCheckout(tx, event);
    },

    async 'checkout.session.async_payment_succeeded'(tx, event) {
      return payCheckout(tx, event);
    },

    async 'checkout.session.expired'(tx, event) {
      const found = await paymentOfSession(tx, event);
      if (!found || found.payment.state !== 'pending') return;
      // Ended before its time ran out: the customer (or we) cancelled it.
      const cancelled = event.created < found.session.expires_at;
      await movePayment(tx, found.payment, cancelled ? 'cancelled' : 'expired', event);
    },

    async 'checkout.session.async_payment_failed'(tx, event) {
      const found = await paymentOfSession(tx, event);
      if (!found || found.payment.state !== 'pending') return;
      await movePayment(tx, found.payment, 'failed', event);
    },

    async 'invoice.paid'(tx, event) {
      const invoice = invoiceObjectSchema.parse(event.data.object);
      const details = invoice.parent?.subscription_details;
      if (!details?.subscription) return;
      const periodEnd = new Date(
        Math.max(...invoice.lines.data.map((line) => line.period.end)) * 1000,
      );
      const current = await subscriptions.findByProviderIdForUpdate(tx, details.subscription);
      await applySubscriptionNews(tx, event, {
        providerSubscriptionId: details.subscription,
        // A renewal paid at last after failed tries puts the subscription back in order.
        state: current?.state === 'past_due' ? 'active' : null,
        periodEnd,
        metadata: details.metadata,
      });
      // The first invoice is the checkout's own payment; later ones are renewals, paid anew.
      if (invoice.billing_reason === 'subscription_create') return;
      const subscription = await subscriptions.findByProviderIdForUpdate(tx, details.subscription);
      if (!subscription) return;
      const at = fromUnix(event.created);
      const renewal = await payments.insertUnlessKnown(tx, {
        id: randomUUID(),
        clientId: subscription.clientId,
        purpose: 'subscription',
        plan: subscription.plan,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        description: `Cuebrief subscription renewal (${subscription.plan === 'year' ? 'yearly' : 'monthly'})`,
        provider: subscription.provider,
        providerPaymentId: invoice.id,
        providerSubscriptionId: details.subscription,
        state: 'paid',
        createdAt: at,
        updatedAt: at,
        paidAt: at,
      });
      if (renewal) {
        await payments.recordChange(tx, {
          paymentId: renewal.id,
          fromState: null,
          toState: 'paid',
          providerEventId: event.id,
          at,
        });
      }
    },

    async 'customer.subscription.updated'(tx, event) {
      const subscription = subscriptionObjectSchema.parse(event.data.object);
      await applySubscriptionNews(tx, event, subscriptionNews(subscription));
    },

    async 'customer.subscription.deleted'(tx, event) {
      const subscription = subscriptionObjectSchema.parse(event.data.object);
      const found = await subscriptions.findByProviderIdForUpdate(tx, subscription.id);
      // Ended unpaid (after failed renewals): the unpaid period gives no access.
      const state: SubscriptionState = found?.state === 'past_due' ? 'expired' : 'cancelled';
      await applySubscriptionNews(tx, event, { ...subscriptionNews(subscription), state });
    },
  };
}

function subscriptionNews(subscription: ReturnType<typeof subscriptionObjectSchema.parse>) {
  return {
    providerSubscriptionId: subscription.id,
    state: stateOfSubscription(subscription),
    periodEnd: new Date(
      Math.max(...subscription.items.data.map((item) => item.current_period_end)) * 1000,
    ),
    metadata: subscription.metadata,
  };
}
