import { z } from 'zod';

/**
 * The parts of Stripe's events this module reads. Both providers deliver these shapes (the
 * sandbox builds them), and the webhook handler reads them through these schemas only: an
 * object missing what a type needs is refused rather than half-applied.
 */
export const providerEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  /** Seconds since 1970, the provider's clock: the order events happened in. */
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

/** Stripe expands some references into objects; we need only their ids. */
const reference = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null)));

const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

export const checkoutSessionSchema = z.object({
  id: z.string(),
  mode: z.enum(['payment', 'subscription', 'setup']),
  client_reference_id: z.string().nullish(),
  metadata: metadataSchema,
  /** `unpaid` on completion when a delayed method (a bank debit) pays later, or never. */
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']).nullish(),
  subscription: reference,
  payment_intent: reference,
  invoice: reference,
  /** What the customer was charged, in the smallest unit of `currency` (null before payment). */
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  expires_at: z.number().int(),
});
export type CheckoutSessionObject = z.infer<typeof checkoutSessionSchema>;

const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

export const subscriptionObjectSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean(),
  metadata: metadataSchema,
  // Since API 2025-03-31 the period lives on each item; one plan is one item.
  items: z.object({
    data: z.array(z.object({ current_period_end: z.number().int() })).min(1),
  }),
});
export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

export const invoiceObjectSchema = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int(),
  currency: z.string(),
  lines: z.object({
    data: z.array(z.object({ period: z.object({ end: z.number().int() }) })).min(1),
  }),
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: reference, metadata: metadataSchema })
        .nullish(),
    })
    .nullish(),
});
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

/** Seconds since 1970 to a Date. */
export const fromUnix = (seconds: number) => new Date(seconds * 1000);
export const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);
