import { Outlet, useLocation } from 'react-router';
import { SubscriptionDialogProvider } from '../../components/subscription-dialog';
import { AppShell } from './app-shell';

/** Spec §2: paths containing /login use a layout without the subscription dialog. */
export function AppLayout() {
  const { pathname } = useLocation();
  const page = (
    <AppShell>
      <Outlet />
    </AppShell>
  );
  return pathname.includes('/login') ? (
    page
  ) : (
    <SubscriptionDialogProvider>{page}</SubscriptionDialogProvider>
  );
}
