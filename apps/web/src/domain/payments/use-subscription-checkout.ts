import type { SubscriptionType } from '@cuebrief/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { paymentsApi } from './payment-paths';
import { useToast } from '../../components/toast/toast-provider';

/** Leaves the app for the card provider's page; a function of its own so tests can stand in. */
export const checkoutNavigation = {
  go: (url: string) => window.location.assign(url),
};

/**
 * "Upgrade Your Plan" → POST /client/create-subscription {type} → the browser goes to the
 * checkout. Any refusal (409 while a paid plan runs, the provider unreachable) says the spec's
 * "checkout is fail"; the dialog stays so the person can try again.
 */
export function useSubscriptionCheckout(): (type: SubscriptionType) => Promise<void> {
  const { t } = useTranslation();
  const showToast = useToast();
  return useCallback(
    async (type: SubscriptionType) => {
      try {
        const { data } = await api.request<{ url: string }>(paymentsApi.createSubscription, {
          method: 'POST',
          body: { type },
        });
        checkoutNavigation.go(data.url);
      } catch {
        showToast({ severity: 'error', description: t('subscription.checkoutFailed') });
      }
    },
    [showToast, t],
  );
}
