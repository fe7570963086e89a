import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  PaymentProviderName,
  PaymentPurpose,
  PaymentState,
  SubscriptionState,
  SubscriptionType,
} from '@cuebrief/shared';
import { audioReviews } from './audio';
import { users } from './users';

/**
 * One checkout (decision 013): what it pays for, the amount, the provider's ids and its state.
 * A renewal of a subscription is a payment too (no session: the provider charged by itself).
 * Rows are never deleted: they are the client's invoices and the admins' books.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    plan: text('plan').$type<SubscriptionType>(),
    /** The offer a licence payment answers; null once that offer is gone (its audio deleted). */
    audioReviewId: uuid('audio_review_id').references(() => audioReviews.id, {
      onDelete: 'set null',
    }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** What the checkout page and the invoice say was bought. */
    description: text('description').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSessionId: text('provider_session_id').unique(),
    /** Stripe's payment intent or invoice id, once known. */
    providerPaymentId: text('provider_payment_id').unique(),
    providerSubscriptionId: text('provider_subscription_id'),
    checkoutUrl: text('checkout_url'),
    state: text('state').$type<PaymentState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_client_idx').on(t.clientId, t.createdAt.desc()),
    index('payments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payments_audio_review_idx').on(t.audioReviewId),
    check('payments_purpose_check', sql`${t.purpose} in ('subscription', 'licence')`),
    check(
      'payments_state_check',
      sql`${t.state} in ('pending', 'paid', 'failed', 'cancelled', 'expired')`,
    ),
    check('payments_provider_check', sql`${t.provider} in ('stripe', 'sandbox')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'payments_plan_check',
      sql`(${t.purpose} = 'subscription') = (${t.plan} is not null) and (${t.plan} is null or ${t.plan} in ('year', 'month'))`,
    ),
  ],
);

/**
 * A paid subscription as the provider reports it. `last_event_at` is the time of the provider's
 * event last applied: an older event arriving late changes nothing.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    plan: text('plan').$type<SubscriptionType>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    state: text('state').$type<SubscriptionState>().notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('subscriptions_client_idx').on(t.clientId, t.createdAt.desc()),
    check(
      'subscriptions_state_check',
      sql`${t.state} in ('active', 'cancelling', 'cancelled', 'expired', 'past_due')`,
    ),
    check('subscriptions_plan_check', sql`${t.plan} in ('year', 'month')`),
  ],
);

/** Every state a payment or a subscription went through, with the event that moved it. */
export const paymentStateChanges = pgTable(
  'payment_state_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    /** Null when the record came into being. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** Null for changes we made ourselves (a checkout started). */
    providerEventId: text('provider_event_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_state_changes_payment_idx').on(t.paymentId, t.at),
    index('payment_state_changes_subscription_idx').on(t.subscriptionId, t.at),
    check(
      'payment_state_changes_subject_check',
      sql`num_nonnulls(${t.paymentId}, ${t.subscriptionId}) = 1`,
    ),
  ],
);

/** Provider events already applied: a second delivery finds its row and changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  providerEventId: text('provider_event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
