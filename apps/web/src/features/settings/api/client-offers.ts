import type { ClientOffer } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { paymentsApi } from '../../../domain/payments/payment-paths';

export const CLIENT_OFFERS_KEY = [paymentsApi.clientOffers] as const;

/** GET /client/offers: the client's offers with their checkouts and licences, newest first. */
export function useClientOffers() {
  return useQuery({
    queryKey: CLIENT_OFFERS_KEY,
    queryFn: async () => (await api.request<ClientOffer[]>(paymentsApi.clientOffers)).data,
  });
}
