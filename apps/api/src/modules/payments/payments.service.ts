import { randomUUID } from 'node:crypto';
import {
  SUBSCRIPTION_PRICE_CENTS,
  type AdminPayment,
  type AdminPaymentsQuery,
  type ClientPayment,
  type ClientSubscription,
  type Paged,
  type PaymentPurpose,
  type SubscriptionType,
} from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { PaymentRow, SubscriptionRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageOf, pageWindow } from '../../lib/paging';
import type { UsersService } from '../users/users.service';
import { CHECKOUT_RETURN_PATHS, checkoutReturnUrls } from './checkout-return';
import { createEventAppliers, type AppliedEvent, type SettlementHandler } from './payment-events';
import {
  presentAdminPayment,
  presentClientPayment,
  presentSubscription,
} from './payments.presenter';
import { paymentsRepository as payments } from './payments.repository';
import type { CheckoutView, PaymentProvider } from './providers/payment-provider';
import { subscriptionsRepository as subscriptions } from './subscriptions.repository';
import { periodEndFrom } from './subscription-states';
import type { PublicUrl } from '../../lib/public-url';

export type CheckoutPurpose =
  { kind: 'subscription'; plan: SubscriptionType } | { kind: 'licence'; audioReviewId: string };

export type StartCheckout = {
  clientId: string;
  email: string;
  purpose: CheckoutPurpose;
  amountCents: number;
  description: string;
};

/** A payment as other modules see it (the row: amounts in cents, provider ids, state). */
export type PaymentRecord = PaymentRow;
export type { SettlementHandler };

const PLAN_DESCRIPTION: Record<SubscriptionType, string> = {
  year: 'Cuebrief subscription, yearly',
  month: 'Cuebrief subscription, monthly',
};

/**
 * How long a checkout session stays payable: Stripe's default, and the sandbox's. An older
 * pending checkout has run out at the provider (its `checkout.session.expired` closes the row).
 */
const CHECKOUT_OPEN_MS = 24 * 3600 * 1000;

/**
 * Payments (decision 013): checkouts with the card provider, their rows and state history, the
 * subscriptions the provider keeps renewing, and the one webhook that tells us what happened.
 * It knows nothing of audio or licences: those learn of a payment through `onPaymentSettled`.
 */
export function createPaymentsService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  provider: PaymentProvider;
  publicUrl: PublicUrl;
}) {
  const { db, clock, users, provider, publicUrl } = deps;
  const settlementHandlers = new Map<PaymentPurpose, SettlementHandler[]>();

  async function settle(tx: DbOrTx, payment: PaymentRow): Promise<void> {
    for (const handler of settlementHandlers.get(payment.purpose) ?? []) {
      await handler(tx, payment);
    }
  }
  const appliers = createEventAppliers({ users, settle });

  /** Recorded as we asked it (the provider's own event follows); older events cannot undo it. */
  async function markCancelling(tx: DbOrTx, subscription: SubscriptionRow) {
    const now = clock.now();
    const changed = await subscriptions.update(tx, subscription.id, {
      state: 'cancelling',
      lastEventAt: now,
      updatedAt: now,
    });
    await payments.recordChange(tx, {
      subscriptionId: subscription.id,
      fromState: subscription.state,
      toState: 'cancelling',
      providerEventId: null,
      at: now,
    });
    return changed;
  }

  /**
   * Account removal (wired in services.ts): a removed client is charged no more. The provider
   * is told inside the removal's transaction: if it cannot be reached, the removal fails (502)
   * and can be tried again, rather than an account gone while its card keeps being charged.
   * Payments stay, as invoices others rely on (the account row is kept anonymised).
   */
  async function removeAccountData(tx: DbOrTx, removed: UserRow): Promise<void> {
    if (removed.role !== 'Client') return;
    for (const subscription of await subscriptions.listRenewingOfClient(tx, removed.id)) {
      await provider.cancelAtPeriodEnd(subscription.providerSubscriptionId);
      if (subscription.state === 'active') await markCancelling(tx, subscription);
    }
  }

  /**
   * Opens a checkout with the provider and records it as a pending payment in the caller's
   * transaction. The session is opened first (it needs our payment id); if the transaction
   * then fails, that session is never paid for and simply expires at the provider.
   */
  async function startCheckout(
    tx: DbOrTx,
    checkout: StartCheckout,
  ): Promise<{ paymentId: string; sessionId: string; url: string }> {
    const paymentId = randomUUID();
    const { purpose } = checkout;
    const plan = purpose.kind === 'subscription' ? purpose.plan : null;
    const session = await provider.createCheckoutSession({
      paymentId,
      clientId: checkout.clientId,
      email: checkout.email,
      mode: purpose.kind === 'subscription' ? 'subscription' : 'payment',
      plan,
      amountCents: checkout.amountCents,
      currency: 'usd',
      description: checkout.description,
      ...checkoutReturnUrls(publicUrl()),
    });
    const now = clock.now();
    await payments.insert(tx, {
      id: paymentId,
      clientId: checkout.clientId,
      purpose: purpose.kind,
      plan,
      audioReviewId: purpose.kind === 'licence' ? purpose.audioReviewId : null,
      amountCents: checkout.amountCents,
      currency: 'usd',
      description: checkout.description,
      provider: provider.name,
      providerSessionId: session.sessionId,
      checkoutUrl: session.url,
      state: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    await payments.recordChange(tx, {
      paymentId,
      fromState: null,
      toState: 'pending',
      providerEventId: null,
      at: now,
    });
    return { paymentId, ...session };
  }

  /**
   * Closes a pending checkout before its time: the provider first (a refusal, as for a session
   * already paid, fails the caller's transaction and changes nothing), then its row, `cancelled`
   * as `checkout.session.expired` before `expires_at` records it. The provider's own event
   * follows and finds it closed.
   */
  async function closeCheckout(tx: DbOrTx, payment: PaymentRow): Promise<void> {
    if (payment.providerSessionId) await provider.expireCheckout(payment.providerSessionId);
    const now = clock.now();
    await payments.update(tx, payment.id, { state: 'cancelled', updatedAt: now });
    await payments.recordChange(tx, {
      paymentId: payment.id,
      fromState: payment.state,
      toState: 'cancelled',
      providerEventId: null,
      at: now,
    });
  }

  async function findCheckout(sessionId: string): Promise<CheckoutView | undefined> {
    const found = await payments.findBySessionId(db, sessionId);
    if (!found) return undefined;
    const { payment } = found;
    return {
      sessionId,
      paymentId: payment.id,
      clientId: payment.clientId,
      mode: payment.purpose === 'subscription' ? 'subscription' : 'payment',
      plan: payment.plan,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: payment.description,
      state: payment.state,
      createdAt: payment.createdAt,
    };
  }

  /**
   * Verifies, then applies an event once, with the claim of its id in the same transaction;
   * answers what the caller should report (a checkout charged other than its price).
   */
  async function handleWebhook(
    payload: Buffer,
    signature: string | undefined,
  ): Promise<AppliedEvent> {
    const event = provider.verifyEvent(payload, signature);
    const apply = appliers[event.type];
    if (!apply) return {}; // a type we do not act on: acknowledged, so the provider stops sending it
    return db.transaction(async (tx) => {
      const isFirst = await payments.claimEvent(tx, {
        id: event.id,
        type: event.type,
        receivedAt: clock.now(),
      });
      return (isFirst && (await apply(tx, event))) || {};
    });
  }

  return {
    startCheckout,
    removeAccountData,

    /** Registers what happens when a payment of this purpose is paid (services.ts wires it). */
    onPaymentSettled(kind: PaymentPurpose, handler: SettlementHandler): void {
      settlementHandlers.set(kind, [...(settlementHandlers.get(kind) ?? []), handler]);
    },

    /**
     * A checkout for a plan; refused while a paid subscription runs and is not cancelling. A
     * client has at most one open subscription checkout: one already open for this plan is
     * answered again (no new session); one for the other plan is closed at the provider and
     * recorded `cancelled` before the new one opens, so two subscriptions are never both paid.
     * Requests of one client line up on a lock, and the pending rows are locked before the
     * provider is asked, so a completion of a closed checkout arriving meanwhile waits, then
     * finds it no longer pending and pays nothing.
     */
    async createSubscription(
      client: UserRow,
      plan: SubscriptionType,
    ): Promise<{ sessionId: string; url: string }> {
      return db.transaction(async (tx) => {
        await payments.lockSubscriptionCheckouts(tx, client.id);
        const now = clock.now();
        const open = await payments.openSubscriptionCheckoutsForUpdate(
          tx,
          client.id,
          new Date(now.getTime() - CHECKOUT_OPEN_MS),
        );
        // Read after the rows are locked: a completion that got there first is seen here.
        const current = await subscriptions.findLatestOfClient(tx, client.id);
        if (current?.state === 'active' && current.currentPeriodEnd > now) {
          throw new AppError('INVALID_STATE', 'Your subscription is already active.');
        }
        const kept = open.find((payment) => payment.plan === plan);
        for (const payment of open) {
          if (payment !== kept) await closeCheckout(tx, payment);
        }
        if (kept?.providerSessionId && kept.checkoutUrl) {
          return { sessionId: kept.providerSessionId, url: kept.checkoutUrl };
        }
        const { sessionId, url } = await startCheckout(tx, {
          clientId: client.id,
          email: client.email,
          purpose: { kind: 'subscription', plan },
          amountCents: SUBSCRIPTION_PRICE_CENTS[plan],
          description: PLAN_DESCRIPTION[plan],
        });
        return { sessionId, url };
      });
    },

    /** Asks the provider to stop renewing; the period paid runs out. Recorded at once. */
    async cancelSubscription(client: UserRow): Promise<ClientSubscription> {
      const current = await subscriptions.findLatestOfClient(db, client.id);
      if (!current) throw new AppError('NOT_FOUND', 'You have no subscription.');
      if (current.state !== 'active' || current.currentPeriodEnd <= clock.now()) {
        throw new AppError('INVALID_STATE', 'This subscription is not running.');
      }
      await provider.cancelAtPeriodEnd(current.providerSubscriptionId);
      const updated = await db.transaction(async (tx) => {
        const locked = await subscriptions.findByProviderIdForUpdate(
          tx,
          current.providerSubscriptionId,
        );
        if (!locked || locked.state !== 'active') return locked ?? current;
        return markCancelling(tx, locked);
      });
      return presentSubscription(updated, clock.now());
    },

    async getClientSubscription(client: UserRow): Promise<ClientSubscription | null> {
      const current = await subscriptions.findLatestOfClient(db, client.id);
      return current ? presentSubscription(current, clock.now()) : null;
    },

    async listClientPayments(client: UserRow): Promise<ClientPayment[]> {
      return (await payments.listOfClient(db, client.id)).map(presentClientPayment);
    },

    async pageAdminPayments(query: AdminPaymentsQuery): Promise<Paged<AdminPayment>> {
      const window = pageWindow(query);
      const { rows, total } = await payments.page(db, { ...window, ...query });
      return pageOf(query, rows.map(presentAdminPayment), total);
    },

    /**
     * Demo data: a subscription paid at `paidAt`, recorded as the provider's confirmation would
     * have left it (a paid payment, an active subscription, their history, the profile's paid
     * time). No provider is called; its subscription id is one no provider knows.
     */
    async importPaidSubscription(
      client: UserRow,
      plan: SubscriptionType,
      paidAt: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const paymentId = randomUUID();
        const providerSubscriptionId = `sub_demo_${paymentId.replaceAll('-', '')}`;
        await payments.insert(tx, {
          id: paymentId,
          clientId: client.id,
          purpose: 'subscription',
          plan,
          amountCents: SUBSCRIPTION_PRICE_CENTS[plan],
          currency: 'usd',
          description: PLAN_DESCRIPTION[plan],
          provider: provider.name,
          providerSubscriptionId,
          state: 'paid',
          createdAt: paidAt,
          updatedAt: paidAt,
          paidAt,
        });
        await payments.recordChange(tx, {
          paymentId,
          fromState: null,
          toState: 'paid',
          providerEventId: null,
          at: paidAt,
        });
        const subscription = await subscriptions.insert(tx, {
          clientId: client.id,
          plan,
          provider: provider.name,
          providerSubscriptionId,
          state: 'active',
          currentPeriodEnd: periodEndFrom(paidAt, plan),
          lastEventAt: paidAt,
          createdAt: paidAt,
          updatedAt: paidAt,
        });
        await payments.recordChange(tx, {
          subscriptionId: subscription.id,
          fromState: null,
          toState: 'active',
          providerEventId: null,
          at: paidAt,
        });
        await users.setSubscriptionEnd(tx, client.id, subscription.currentPeriodEnd);
      });
    },

    /**
     * The latest payment of each offer, by offer id: the licences module shows their checkouts,
     * and reads them in its own transaction (`tx`) before it opens another.
     */
    async latestPaymentsOfOffers(
      audioReviewIds: string[],
      tx: DbOrTx = db,
    ): Promise<Map<string, PaymentRecord>> {
      const rows = await payments.latestOfOffers(tx, audioReviewIds);
      return new Map(rows.map((row) => [row.audioReviewId ?? '', row]));
    },

    handleWebhook,

    /** The provider's own pages (the sandbox checkout), or none (Stripe hosts its pages). */
    checkoutPages: provider.checkoutPages?.({
      findCheckout,
      deliverEvent: handleWebhook,
      returnUrls: CHECKOUT_RETURN_PATHS,
    }),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
