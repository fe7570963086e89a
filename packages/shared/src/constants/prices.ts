/** Subscription prices in US cents (docs/contracts.md#prices). */
export const SUBSCRIPTION_TYPES = ['year', 'month'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const SUBSCRIPTION_PRICE_CENTS: Record<SubscriptionType, number> = {
  year: 100_000,
  month: 10_000,
};
