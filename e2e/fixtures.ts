import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { Envelope, Role, Tokens } from '@cuebrief/shared';

/** The demo accounts of README.md, one approved account per role. */
export const DEMO_PASSWORD = 'cuebrief-demo';
export const DEMO_ACCOUNTS: Record<Role, string> = {
  Admin: 'admin@cuebrief.example',
  Client: 'ava@northlight.example',
  Composer: 'lena@composers.example',
};

type Fixtures = {
  /** Signs the page in as the demo account of `role` (see signIn). */
  loginAs: (role: Role) => Promise<Tokens>;
};

/**
 * Signs `page` in: logs in through the API and stores the tokens where the web app keeps them
 * (localStorage `accessToken`, `refreshToken`), then opens `/`, so the app starts signed in.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await page.request.post('/users/v1/auth/login', { data: { email, password } });
  const body = (await response.json()) as Envelope<Tokens>;
  expect(response.status(), `log in as ${email}: ${body.status.message}`).toBe(200);
  // localStorage belongs to the origin; a page of it that runs no app code (the health check)
  // takes the tokens, so no half-started app can act on them before the app proper loads.
  await page.goto('/health');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, body.data);
  await page.goto('/');
  // `/` comes as the pre-rendered guest page first, its app bar drawn before any script: the
  // signed-in app has taken over once the bell only it shows is there.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  return body.data;
}

/** Logs in through the app's own form, as a person would. */
export async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * From this width the menu is a rail beside the page, always open, and the app bar has no menu
 * button; below it, the spec's drawer opens from that button (decision 046).
 */
export const RAIL_MIN_WIDTH = 1200;

const isRailWidth = (page: Page) => (page.viewportSize()?.width ?? 0) >= RAIL_MIN_WIDTH;

/**
 * The menu, ready to use at the page's width: the rail, open already (and no menu button beside
 * it), or the drawer, opened from the menu button by a click or `by: 'keyboard'` (focus, Enter).
 */
export async function openMenu(
  page: Page,
  { by = 'click' }: { by?: 'click' | 'keyboard' } = {},
): Promise<Locator> {
  const opener = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('navigation', { name: 'Menu' });
  if (isRailWidth(page)) {
    await expect(opener).toBeHidden();
  } else if (by === 'keyboard') {
    await opener.focus();
    await page.keyboard.press('Enter');
  } else {
    await opener.click();
  }
  await expect(menu).toBeVisible();
  return menu;
}

/** Closes the drawer openMenu opened; the rail stays as it is. */
export async function closeMenu(page: Page): Promise<void> {
  if (isRailWidth(page)) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
}

/**
 * Opens the menu and expects exactly these links, in order. It retries until the menu
 * matches: right after logging in or out, the drawer may still show the previous viewer's menu
 * for a moment while the profile loads.
 */
export async function expectMenu(page: Page, labels: readonly string[]): Promise<void> {
  const menu = await openMenu(page);
  await expect(menu.getByRole('list').getByRole('link')).toHaveText([...labels]);
}

/**
 * The side drawer's links for each viewer, in the order of docs/contracts.md#menu, with this
 * build's screens.
 */
export const MENUS = {
  Guest: [
    'Home',
    'How It Works',
    'Log In',
    'Sign up',
    'Q&A for Agencies',
    'Q&A for Composers',
    'Contact Us',
  ],
  Client: [
    'Home',
    'Request Custom Music',
    'Active Requests',
    'Requests History',
    'Cuebrief Music',
    'Favourites',
    'Offers & Licences',
    'Shortlists',
    'Q&A for Agencies',
    'Contact Us',
    'Settings',
  ],
  Composer: [
    'Home',
    'New Requests',
    'My Submissions',
    'Q&A for Composers',
    'Contact Us',
    'Settings',
  ],
  Admin: [
    'Home',
    'New Users',
    'Agencies',
    'Composers',
    'Cuebrief Music',
    'Shortlists',
    'All Submissions',
    'Payments',
    'Outbox',
    'Placements',
    'Settings',
  ],
} as const;

export const test = base.extend<Fixtures>({
  loginAs: async ({ page }, use) => {
    await use((role) => signIn(page, DEMO_ACCOUNTS[role]));
  },
});

export { expect };
