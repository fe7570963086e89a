import type { ComponentType } from 'react';
import { paths } from '../config/paths';

/** A page a guest meets first: its address, the file it is pre-rendered to, and its screen. */
export type GuestPage = {
  path: string;
  /** Under the build's `pre-rendered/` folder, as the API looks it up: `/a/b` is `a/b.html`. */
  file: string;
  load: () => Promise<ComponentType>;
};

const guestPage = (path: string, load: () => Promise<ComponentType>): GuestPage => ({
  path,
  file: path === paths.home ? 'index.html' : `${path.slice(1)}.html`,
  load,
});

/**
 * The pages the build pre-renders and the guest entry hydrates (issue 17): each is its own chunk,
 * and the one the browser opened is loaded before hydrating, so its HTML is taken over as it is.
 */
export const GUEST_PAGES: readonly GuestPage[] = [
  guestPage(paths.home, async () => (await import('../app/composed-pages')).HomeWithShowcase),
  guestPage(paths.info, async () => (await import('../app/composed-pages')).InfoWithShowcase),
  guestPage(paths.login, async () => (await import('../features/auth/login-page')).LoginPage),
  guestPage(
    paths.chooseUserType,
    async () => (await import('../features/sign-up/choose-user-type-page')).ChooseUserTypePage,
  ),
  guestPage(
    paths.signUpComposer,
    async () => (await import('../features/sign-up/sign-up-pages')).SignUpComposerPage,
  ),
  guestPage(
    paths.signUpClient,
    async () => (await import('../features/sign-up/sign-up-pages')).SignUpClientPage,
  ),
  guestPage(
    paths.questionsAgency,
    async () => (await import('../features/questions/questions-page')).AgencyQuestionsPage,
  ),
  guestPage(
    paths.questionsComposer,
    async () => (await import('../features/questions/questions-page')).ComposerQuestionsPage,
  ),
];

/** The guest page at an address (its query and hash aside), if it is one. */
export const guestPageAt = (pathname: string): GuestPage | undefined =>
  GUEST_PAGES.find((page) => page.path === pathname.replace(/(.)\/$/, '$1'));

/**
 * Every screen of the app, as the menu filters its items by (`BUILT_PATHS` of app/routes.tsx,
 * which the guest entry does not import: that would bring every screen into its build; a test
 * holds the two equal).
 */
export const GUEST_AVAILABLE_PATHS: ReadonlySet<string> = new Set(Object.values(paths));
