import type { ClientSubscription } from '@cuebrief/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CLIENT_MONEY_KEYS } from '../../../domain/payments/client-money-keys';
import { paymentsApi } from '../../../domain/payments/payment-paths';

/** GET /client/subscription: the client's latest subscription, or null without one. */
export function useSubscription() {
  return useQuery({
    queryKey: CLIENT_MONEY_KEYS.subscription,
    queryFn: async () =>
      (await api.request<ClientSubscription | null>(paymentsApi.subscription)).data,
  });
}

/** POST /client/cancel-subscription: it runs to its period end and is not renewed. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.request<ClientSubscription>(paymentsApi.cancelSubscription, { method: 'POST' }))
        .data,
    onSuccess: (subscription) =>
      queryClient.setQueryData(CLIENT_MONEY_KEYS.subscription, subscription),
  });
}
