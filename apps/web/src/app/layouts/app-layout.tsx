import { Outlet, useLocation } from 'react-router';
import { SubscriptionDialogProvider } from '../../domain/payments/subscription-dialog';
import { useSubscriptionCheckout } from '../../domain/payments/use-subscription-checkout';
import { AppShell } from './app-shell';

/**
 * docs/contracts.md#shell: paths containing /login use a layout without the subscription dialog.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const checkout = useSubscriptionCheckout();
  const page = (
    <AppShell>
      <Outlet />
    </AppShell>
  );
  return pathname.includes('/login') ? (
    page
  ) : (
    <SubscriptionDialogProvider onCheckout={checkout}>{page}</SubscriptionDialogProvider>
  );
}
