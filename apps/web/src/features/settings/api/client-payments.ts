import type { ClientPayment } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { paymentsApi } from '../../../domain/payments/payment-paths';

export const CLIENT_PAYMENTS_KEY = [paymentsApi.clientPayments] as const;

/** GET /client/payments: the client's invoices, newest first. */
export function useClientPayments() {
  return useQuery({
    queryKey: CLIENT_PAYMENTS_KEY,
    queryFn: async () => (await api.request<ClientPayment[]>(paymentsApi.clientPayments)).data,
  });
}
