import { z } from 'zod';
import { SUBSCRIPTION_TYPES } from '../constants/prices';
import { pageQuerySchema } from './common';

/** What a payment pays for (decision 013). */
export const PAYMENT_PURPOSES = ['subscription', 'licence'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A checkout's life: pending until the provider says it was paid, failed, cancelled or expired. */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * A subscription as the provider reports it. `cancelling`: cancelled at the period end, still
 * paid up to it. The answer of `client/subscription` shows `expired` once the period is over.
 */
export const SUBSCRIPTION_STATES = [
  'active',
  'cancelling',
  'cancelled',
  'expired',
  'past_due',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * POST /users/v1/payment/client/create-subscription (docs/contracts.md#payloads: type year or
 * month).
 */
export const createSubscriptionBodySchema = z.strictObject({
  type: z.enum(SUBSCRIPTION_TYPES, { error: 'Choose year or month' }),
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

export const checkoutUrlSchema = z.object({ url: z.string() });
export const checkoutSessionSchema = z.object({ sessionId: z.string(), url: z.string() });

export const clientSubscriptionSchema = z.object({
  plan: z.enum(SUBSCRIPTION_TYPES),
  state: z.enum(SUBSCRIPTION_STATES),
  currentPeriodEnd: z.string(),
});
export type ClientSubscription = z.infer<typeof clientSubscriptionSchema>;

/** What a payment is, as both a client's invoices and the admins' book show it. */
const paymentFacts = {
  purpose: z.enum(PAYMENT_PURPOSES),
  plan: z.enum(SUBSCRIPTION_TYPES).nullable(),
  audioTitle: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  state: z.enum(PAYMENT_STATES),
};

/** One of a client's payments (their invoices on /settings), newest first. */
export const clientPaymentSchema = z.object({
  id: z.uuid(),
  ...paymentFacts,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Only while the checkout is pending: where to pay it. */
  checkoutUrl: z.string().nullable(),
});
export type ClientPayment = z.infer<typeof clientPaymentSchema>;

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  client: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    agency: z.string().nullable(),
  }),
  ...paymentFacts,
  provider: z.enum(PAYMENT_PROVIDERS),
  providerSessionId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** GET /users/v1/payment/admin/payments?page=&state=&purpose= */
export const adminPaymentsQuerySchema = pageQuerySchema.extend({
  state: z.enum(PAYMENT_STATES).optional(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** An admin's answer to a client's offer to license (decision 013). */
export const OFFER_ANSWERS = ['accepted', 'declined'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/**
 * POST /users/v1/payment/admin/send-client-checkout: `patientAudioId` is the audio's id; the
 * offer answered is `audioReviewId` when given, else the latest open offer on that audio.
 */
export const sendClientCheckoutBodySchema = z.strictObject({
  status: z.enum(OFFER_ANSWERS, { error: 'Choose accepted or declined' }),
  patientAudioId: z.uuid({ error: 'Not a valid id' }),
  audioReviewId: z.uuid({ error: 'Not a valid id' }).optional(),
});
export type SendClientCheckoutBody = z.infer<typeof sendClientCheckoutBodySchema>;
