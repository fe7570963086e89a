import type { ClientOffer } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CLIENT_MONEY_KEYS } from '../../../domain/payments/client-money-keys';
import { paymentsApi } from '../../../domain/payments/payment-paths';

/** GET /client/offers: the client's offers with their checkouts and licences, newest first. */
export function useClientOffers() {
  return useQuery({
    queryKey: CLIENT_MONEY_KEYS.offers,
    queryFn: async () => (await api.request<ClientOffer[]>(paymentsApi.clientOffers)).data,
  });
}
