import {
  PAYMENT_PURPOSES,
  PAYMENT_STATES,
  type PaymentPurpose,
  type PaymentState,
} from '@cuebrief/shared';

export const PAYMENT_FILTERS = ['state', 'purpose'] as const;

export type PaymentsFilters = { state?: PaymentState; purpose?: PaymentPurpose };

/** The filters of the address the API knows; anything else is left out, not an error. */
export function paymentsFiltersOf(raw: Readonly<Record<string, string>>): PaymentsFilters {
  const state = PAYMENT_STATES.find((value) => value === raw.state);
  const purpose = PAYMENT_PURPOSES.find((value) => value === raw.purpose);
  return { ...(state ? { state } : {}), ...(purpose ? { purpose } : {}) };
}
