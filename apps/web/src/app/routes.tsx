import type { Viewer } from '@cuebrief/shared';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router';
import { paths } from '../config/paths';
import { prefetchRequestSubmissions } from '../features/submissions/client/request-submissions-prefetch';
import { MENU_ITEMS } from './menu';

/** A page of its own chunk, which `preload` starts loading before the page renders. */
export type RoutePage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export type AppRoute = {
  path: string;
  page: RoutePage;
  /** Who may open it; routes of the menu take the menu's roles (docs/contracts.md#menu). */
  roles: readonly Viewer[];
  needsMusicView?: boolean;
  /**
   * Starts the page's first call into the query cache (its list's first window), so it travels
   * beside the page's chunk and the profile instead of after them (route-start.ts).
   */
  prefetch?: (
    queryClient: QueryClient,
    params: Params,
    search: URLSearchParams,
  ) => Promise<unknown> | undefined;
};

const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RoutePage => {
  let loading: Promise<Record<K, ComponentType>> | undefined;
  // One load for the preload and the render; a failed one is tried again by the next.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
};

/** The routes outside the menu that every viewer may open, guest or signed in. */
const EVERYONE: readonly Viewer[] = ['Guest', 'Client', 'Composer', 'Admin'];

const fromMenu = (path: string) => {
  const item = MENU_ITEMS.find((entry) => entry.path === path);
  if (!item) throw new Error(`${path} is not in the menu`);
  return { roles: item.roles, needsMusicView: item.needsMusicView };
};

/**
 * What /settings shows an admin who must set up two-factor sign-in before anything else
 * (ADMIN_MFA=required): the route guard shows it there, and sends every other page to it.
 */
export const SECOND_FACTOR_ENROLMENT_PAGE = page(
  () => import('../features/settings/second-factor/second-factor-enrolment-page'),
  'SecondFactorEnrolmentPage',
);

/** Every screen of this build; each page is its own chunk, loaded when first opened. */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: paths.home,
    // A guest's marketing page, or the signed-in role's home.
    page: page(() => import('./home-for-viewer'), 'HomeForViewer'),
    ...fromMenu(paths.home),
  },
  {
    path: paths.requestCustomMusic,
    page: page(
      () => import('../features/requests/wizard/request-wizard-page'),
      'RequestWizardPage',
    ),
    ...fromMenu(paths.requestCustomMusic),
  },
  {
    path: paths.info,
    page: page(() => import('./composed-pages'), 'InfoWithShowcase'),
    ...fromMenu(paths.info),
  },
  {
    path: paths.activeRequests,
    page: page(() => import('../features/requests/active-requests-page'), 'ActiveRequestsPage'),
    ...fromMenu(paths.activeRequests),
  },
  {
    path: paths.requestsHistory,
    page: page(() => import('../features/requests/requests-history-page'), 'RequestsHistoryPage'),
    ...fromMenu(paths.requestsHistory),
  },
  {
    // Reached from the request lists, not the menu.
    path: paths.requestDetail,
    page: page(() => import('../features/requests/request-detail-page'), 'RequestDetailPage'),
    roles: ['Client', 'Composer'],
  },
  {
    // Reached from an open request's page.
    path: paths.submitMusic,
    page: page(() => import('../features/submissions/submit/submit-music-page'), 'SubmitMusicPage'),
    roles: ['Composer'],
  },
  {
    // Reached from the client's request page and request lists.
    path: paths.requestSubmissions,
    page: page(
      () => import('../features/submissions/client/request-submissions-page'),
      'RequestSubmissionsPage',
    ),
    roles: ['Client'],
    prefetch: prefetchRequestSubmissions,
  },
  {
    path: paths.mySubmissions,
    page: page(
      () => import('../features/submissions/composer/my-submissions-page'),
      'MySubmissionsPage',
    ),
    ...fromMenu(paths.mySubmissions),
  },
  {
    path: paths.allSubmissions,
    page: page(
      () => import('../features/submissions/admin/all-submissions-page'),
      'AllSubmissionsPage',
    ),
    ...fromMenu(paths.allSubmissions),
  },
  {
    path: paths.payments,
    page: page(() => import('../features/payments/payments-page'), 'PaymentsPage'),
    ...fromMenu(paths.payments),
  },
  {
    path: paths.outbox,
    page: page(() => import('../features/outbox/outbox-page'), 'OutboxPage'),
    ...fromMenu(paths.outbox),
  },
  {
    path: paths.login,
    page: page(() => import('../features/auth/login-page'), 'LoginPage'),
    ...fromMenu(paths.login),
  },
  {
    path: paths.chooseUserType,
    page: page(() => import('../features/sign-up/choose-user-type-page'), 'ChooseUserTypePage'),
    ...fromMenu(paths.chooseUserType),
  },
  {
    path: paths.signUpComposer,
    page: page(() => import('../features/sign-up/sign-up-pages'), 'SignUpComposerPage'),
    roles: ['Guest'],
  },
  {
    path: paths.signUpClient,
    page: page(() => import('../features/sign-up/sign-up-pages'), 'SignUpClientPage'),
    roles: ['Guest'],
  },
  {
    // Reached from the login page; open to anyone, as the calls behind it are.
    path: paths.forgotPassword,
    page: page(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage'),
    roles: EVERYONE,
  },
  {
    // Reached from a reset link's mail, which a signed-in person may open too.
    path: paths.resetPassword,
    page: page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
    roles: EVERYONE,
  },
  {
    path: paths.newUsers,
    page: page(() => import('../features/new-users/new-users-page'), 'NewUsersPage'),
    ...fromMenu(paths.newUsers),
  },
  {
    path: paths.music,
    page: page(() => import('../features/catalogue/music-page'), 'MusicPage'),
    ...fromMenu(paths.music),
  },
  {
    // Reached from the album grid; the same people as the grid, under the same flag.
    path: paths.album,
    page: page(() => import('../features/catalogue/album-page'), 'AlbumPage'),
    ...fromMenu(paths.music),
  },
  {
    path: paths.favourites,
    page: page(() => import('../features/favourites/favourites-page'), 'FavouritesPage'),
    ...fromMenu(paths.favourites),
  },
  {
    path: paths.offers,
    page: page(() => import('../features/offers/offers-page'), 'OffersPage'),
    ...fromMenu(paths.offers),
  },
  {
    path: paths.shortlists,
    page: page(() => import('../features/shortlists/shortlists-page'), 'ShortlistsPage'),
    ...fromMenu(paths.shortlists),
  },
  {
    // Reached from the shortlists list; the same people as the list.
    path: paths.shortlist,
    page: page(() => import('../features/shortlists/shortlist-page'), 'ShortlistPage'),
    ...fromMenu(paths.shortlists),
  },
  {
    path: paths.questionsAgency,
    page: page(() => import('../features/questions/questions-page'), 'AgencyQuestionsPage'),
    ...fromMenu(paths.questionsAgency),
  },
  {
    path: paths.questionsComposer,
    page: page(() => import('../features/questions/questions-page'), 'ComposerQuestionsPage'),
    ...fromMenu(paths.questionsComposer),
  },
  {
    path: paths.contactUs,
    page: page(() => import('../features/contact-us/contact-us-page'), 'ContactUsPage'),
    ...fromMenu(paths.contactUs),
  },
  {
    // Not in the menu (docs/contracts.md#menu): the admin reaches it from the home page.
    path: paths.inbox,
    page: page(() => import('../features/inbox/inbox-page'), 'InboxPage'),
    roles: ['Admin'],
  },
  {
    path: paths.myAgencies,
    page: page(() => import('../features/my-agencies/my-agencies-page'), 'MyAgenciesPage'),
    ...fromMenu(paths.myAgencies),
  },
  {
    path: paths.myComposers,
    page: page(() => import('../features/my-composers/my-composers-page'), 'MyComposersPage'),
    ...fromMenu(paths.myComposers),
  },
  {
    path: paths.placements,
    page: page(() => import('../features/placements/admin/placements-page'), 'PlacementsPage'),
    ...fromMenu(paths.placements),
  },
  {
    // Reached from the placements list; the same people as the list.
    path: paths.placement,
    page: page(() => import('../features/placements/admin/placement-page'), 'PlacementPage'),
    ...fromMenu(paths.placements),
  },
  {
    path: paths.settings,
    page: page(() => import('../features/settings/settings-page'), 'SettingsPage'),
    ...fromMenu(paths.settings),
  },
];

export const BUILT_PATHS: ReadonlySet<string> = new Set(APP_ROUTES.map((route) => route.path));
