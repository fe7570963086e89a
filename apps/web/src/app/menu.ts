import type { Viewer } from '@cuebrief/shared';
import { paths, type AppPath } from '../config/paths';

export type MenuItem = {
  path: AppPath;
  /** i18n key of the label; a role may see its own label (spec: /requests-history). */
  label: string | Partial<Record<Viewer, string>>;
  roles: readonly Viewer[];
  /** Hidden when the music-view flag is false. */
  needsMusicView?: boolean;
};

/** The menu (docs/contracts.md#menu), in its order, with the roles that see each route. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { path: paths.home, label: 'menu.home', roles: ['Guest', 'Client', 'Composer', 'Admin'] },
  { path: paths.requestCustomMusic, label: 'menu.requestCustomMusic', roles: ['Client'] },
  { path: paths.info, label: 'menu.info', roles: ['Guest'] },
  { path: paths.newUsers, label: 'menu.newUsers', roles: ['Admin'] },
  { path: paths.myAgencies, label: 'menu.myAgencies', roles: ['Admin'] },
  { path: paths.myComposers, label: 'menu.myComposers', roles: ['Admin'] },
  { path: paths.activeRequests, label: 'menu.activeRequests', roles: ['Client'] },
  {
    path: paths.requestsHistory,
    label: { Composer: 'menu.newRequests', Client: 'menu.requestsHistory' },
    roles: ['Client', 'Composer'],
  },
  { path: paths.mySubmissions, label: 'menu.mySubmissions', roles: ['Composer'] },
  { path: paths.login, label: 'menu.login', roles: ['Guest'] },
  { path: paths.chooseUserType, label: 'menu.signUp', roles: ['Guest'] },
  { path: paths.music, label: 'menu.music', roles: ['Admin', 'Client'], needsMusicView: true },
  { path: paths.favourites, label: 'menu.favourites', roles: ['Client'] },
  { path: paths.offers, label: 'menu.offers', roles: ['Client'] },
  { path: paths.shortlists, label: 'menu.shortlists', roles: ['Client', 'Admin'] },
  { path: paths.questionsAgency, label: 'menu.questionsAgency', roles: ['Client', 'Guest'] },
  { path: paths.questionsComposer, label: 'menu.questionsComposer', roles: ['Composer', 'Guest'] },
  { path: paths.contactUs, label: 'menu.contactUs', roles: ['Composer', 'Client', 'Guest'] },
  {
    path: paths.allSubmissions,
    label: 'menu.allSubmissions',
    roles: ['Admin'],
    needsMusicView: true,
  },
  { path: paths.payments, label: 'menu.payments', roles: ['Admin'] },
  { path: paths.outbox, label: 'menu.outbox', roles: ['Admin'] },
  { path: paths.placements, label: 'menu.placements', roles: ['Admin'] },
  {
    path: paths.settings,
    label: 'menu.settings',
    roles: ['Composer', 'Client', 'Admin'],
    needsMusicView: true,
  },
];

/** May this viewer see this route? The menu and the route guards apply the same rule. */
export function canSee(
  item: Pick<MenuItem, 'roles' | 'needsMusicView'>,
  viewer: Viewer,
  isMusicViewEnabled: boolean,
): boolean {
  return item.roles.includes(viewer) && (isMusicViewEnabled || !item.needsMusicView);
}

/**
 * The menu a viewer sees: their routes, without the music ones when the flag is off, and only
 * routes whose screen exists in this build.
 */
export function menuFor(
  viewer: Viewer,
  options: { isMusicViewEnabled: boolean; builtPaths: ReadonlySet<string> },
): { path: AppPath; label: string }[] {
  return MENU_ITEMS.filter((item) => canSee(item, viewer, options.isMusicViewEnabled))
    .filter((item) => options.builtPaths.has(item.path))
    .map((item) => ({
      path: item.path,
      label: typeof item.label === 'string' ? item.label : (item.label[viewer] ?? ''),
    }));
}

/**
 * Where the page at `pathname` sits in the menu: `page` on a menu item's own address, `location`
 * on a page under it (an album under the catalogue, a shortlist under Shortlists), else nothing.
 * The rail and the drawer highlight that item, so the person sees which section they are in.
 */
export function menuPlaceOf(itemPath: string, pathname: string): 'page' | 'location' | undefined {
  if (pathname === itemPath) return 'page';
  // Home is every address's prefix: it is current on its own page only.
  if (itemPath !== '/' && pathname.startsWith(`${itemPath}/`)) return 'location';
  return undefined;
}
