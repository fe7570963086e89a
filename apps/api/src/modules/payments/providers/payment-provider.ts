import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProviderName, SubscriptionType } from '@cuebrief/shared';
import type { ProviderEvent } from '../provider-events';

/** What a checkout asks the provider for; `paymentId` comes back on every event about it. */
export type CheckoutRequest = {
  paymentId: string;
  clientId: string;
  email: string;
  /** `subscription`: a plan renewed by the provider each period; `payment`: charged once. */
  mode: 'subscription' | 'payment';
  plan: SubscriptionType | null;
  amountCents: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; url: string };

/** What the sandbox's checkout page shows of a pending checkout. */
export type CheckoutView = {
  sessionId: string;
  paymentId: string;
  clientId: string;
  mode: 'subscription' | 'payment';
  plan: SubscriptionType | null;
  amountCents: number;
  currency: string;
  description: string;
  state: string;
  createdAt: Date;
};

/** What the payments module lends a provider that serves pages of its own (the sandbox). */
export type CheckoutPageDeps = {
  findCheckout: (sessionId: string) => Promise<CheckoutView | undefined>;
  /**
   * Hands a signed event to the one webhook handler, exactly as the provider would. What the
   * handler answers is not the page's concern: its events carry the row's own price.
   */
  deliverEvent: (payload: Buffer, signature: string) => Promise<unknown>;
  returnUrls: { success: string; cancel: string };
};

/**
 * A card provider. Only the implementations in this folder know which one runs; the payments
 * service sees this interface and Stripe-shaped events.
 */
export type PaymentProvider = {
  readonly name: PaymentProviderName;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Closes an open checkout before its time, so it can no longer be paid (Stripe then reports it
   * with `checkout.session.expired`). Throws AppError PAYMENT_PROVIDER_FAILED when refused, as
   * for a session already completed.
   */
  expireCheckout(sessionId: string): Promise<void>;
  /** The provider stops renewing; the period already paid runs out. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Checks the signature and reads the event; throws AppError INVALID_SIGNATURE. */
  verifyEvent(payload: Buffer, signature: string | undefined): ProviderEvent;
  /** Pages the provider serves itself (the sandbox's checkout); Stripe hosts its own. */
  checkoutPages?: (deps: CheckoutPageDeps) => FastifyPluginAsync;
};
