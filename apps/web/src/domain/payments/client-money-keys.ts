import { paymentsApi } from './payment-paths';

/**
 * The query keys of a client's money: the plan (Settings), the invoices and the offers with their
 * licences (Offers & Licences). Each list's hook reads its key here, and a card checkout's return
 * refreshes all three, wherever the client pays from.
 */
export const CLIENT_MONEY_KEYS = {
  subscription: [paymentsApi.subscription],
  payments: [paymentsApi.clientPayments],
  offers: [paymentsApi.clientOffers],
} as const;
