import type { ClientPayment } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CLIENT_MONEY_KEYS } from '../../../domain/payments/client-money-keys';
import { paymentsApi } from '../../../domain/payments/payment-paths';

/** GET /client/payments: the client's invoices, newest first. */
export function useClientPayments() {
  return useQuery({
    queryKey: CLIENT_MONEY_KEYS.payments,
    queryFn: async () => (await api.request<ClientPayment[]>(paymentsApi.clientPayments)).data,
  });
}
