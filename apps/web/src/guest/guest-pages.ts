import type { ComponentType } from 'react';
import { paths } from '../config/paths';

/**
 * When the guest entry takes a page over: at once for a page whose content is data it asks the
 * API for (answered questions); at the visitor's first input for a page whose HTML does all a
 * visitor needs until then (text, links, boxes to type in; early-input.ts keeps the rest); or at
 * the first input or once a part of it showing such data (`data-loads-data`: the placements) is
 * on the screen.
 */
export type Hydration = 'at-once' | 'on-first-input' | 'when-data-shown';

/** A page a guest meets first: its address, the file it is pre-rendered to, and its screen. */
export type GuestPage = {
  path: string;
  /** Under the build's `pre-rendered/` folder, as the API looks it up: `/a/b` is `a/b.html`. */
  file: string;
  hydration: Hydration;
  load: () => Promise<ComponentType>;
};

const guestPage = (
  path: string,
  hydration: Hydration,
  load: () => Promise<ComponentType>,
): GuestPage => ({
  path,
  file: path === paths.home ? 'index.html' : `${path.slice(1)}.html`,
  hydration,
  load,
});

/**
 * The pages the build pre-renders and the guest entry hydrates (issue 17): each is its own chunk,
 * and the one the browser opened is loaded before hydrating, so its HTML is taken over as it is.
 */
export const GUEST_PAGES: readonly GuestPage[] = [
  guestPage(
    paths.home,
    'when-data-shown',
    async () => (await import('../app/composed-pages')).HomeWithShowcase,
  ),
  guestPage(
    paths.info,
    'when-data-shown',
    async () => (await import('../app/composed-pages')).InfoWithShowcase,
  ),
  guestPage(
    paths.login,
    'on-first-input',
    async () => (await import('../features/auth/login-page')).LoginPage,
  ),
  guestPage(
    paths.chooseUserType,
    'on-first-input',
    async () => (await import('../features/sign-up/choose-user-type-page')).ChooseUserTypePage,
  ),
  guestPage(
    paths.signUpComposer,
    'on-first-input',
    async () => (await import('../features/sign-up/sign-up-pages')).SignUpComposerPage,
  ),
  guestPage(
    paths.signUpClient,
    'on-first-input',
    async () => (await import('../features/sign-up/sign-up-pages')).SignUpClientPage,
  ),
  guestPage(
    paths.questionsAgency,
    'at-once',
    async () => (await import('../features/questions/questions-page')).AgencyQuestionsPage,
  ),
  guestPage(
    paths.questionsComposer,
    'at-once',
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
