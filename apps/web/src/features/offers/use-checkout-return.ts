import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToast } from '../../components/toast/toast-provider';
import { useAuth } from '../../lib/auth/auth-context';
import { CLIENT_MONEY_KEYS } from '../../domain/payments/client-money-keys';

/**
 * Every card checkout, a licence's or a plan's, comes back to /offers?checkout=success or
 * =cancelled (decision 013, moved from /settings by decision 038: this page is there whatever the
 * music-view flag). A success gives the spec's thanks and reloads what the payment changed (the
 * profile's premium flags, the subscription, invoices and licences); a cancel says nothing was
 * charged. Then the parameter is dropped, so a reload or Back does not say it again.
 */
export function useCheckoutReturn() {
  const { t } = useTranslation();
  const showToast = useToast();
  const queryClient = useQueryClient();
  const { reloadProfile } = useAuth();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  // Said once per return, even when an effect runs twice in development.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    if (handled.current === outcome) return;
    handled.current = outcome;
    if (outcome === 'success') {
      showToast({ severity: 'success', description: t('subscription.checkoutSucceeded') });
      void reloadProfile();
      for (const queryKey of Object.values(CLIENT_MONEY_KEYS)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    } else {
      showToast({ severity: 'info', description: t('subscription.checkoutCancelled') });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [outcome, showToast, t, reloadProfile, queryClient, setParams]);
}
