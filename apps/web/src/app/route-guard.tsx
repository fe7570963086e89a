import { GUEST } from '@cuebrief/shared';
import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageBusyBar, PageLoader } from '../components/page-loader';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';
import { canSee } from './menu';
import { startRoute } from './route-start';
import { SECOND_FACTOR_ENROLMENT_PAGE, type AppRoute } from './routes';

/**
 * A route a viewer may not open sends them home, or to the login page when signed out,
 * instead of showing a broken page. Until the profile is known, a loader shows; while a known
 * session's token is renewed, the page stays under a thin busy bar, never a flash of the signed-out
 * page (docs/contracts.md#session-in-the-browser). An admin who
 * must set up two-factor sign-in first is sent to Settings, which shows only that setup (the
 * server refuses everything else until then); the menu stays as it is.
 */
export function RouteGuard({ route }: { route: AppRoute }) {
  const { viewer, isInitialised, isAuthenticated, profile, hasProfileLoadFailed, reloadProfile } =
    useAuth();
  const { t } = useTranslation();
  useStartedRoute(route, isAuthenticated);
  if (!isInitialised && !profile) return <PageLoader />;
  if (isAuthenticated && !profile && hasProfileLoadFailed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void reloadProfile()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.unreachable')}
      </Alert>
    );
  }
  const mustEnrol = profile?.secondFactor?.enrolmentRequired === true;
  if (mustEnrol && route.path !== paths.settings) return <Navigate to={paths.settings} replace />;
  if (!canSee(route, viewer, env.isMusicViewEnabled)) {
    return <Navigate to={viewer === GUEST ? paths.login : paths.home} replace />;
  }
  const Page = mustEnrol ? SECOND_FACTOR_ENROLMENT_PAGE : route.page;
  return (
    <>
      {!isInitialised && <PageBusyBar />}
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </>
  );
}

/**
 * A route opened by a link starts its page's chunk and first call together, while the profile
 * may still load (the app's start did so for the address it opened: main.tsx).
 */
function useStartedRoute(route: AppRoute, isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  // Started again it costs nothing: the chunk is loaded once, and a list in the cache is kept.
  useEffect(
    () => startRoute(route, { params, search }, queryClient, isSignedIn),
    [route, params, search, queryClient, isSignedIn],
  );
}
