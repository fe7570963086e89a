import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, logInWithForm, DEMO_PASSWORD } from '../../fixtures';

/**
 * The colour scheme (decision 042): it follows the device until someone chooses, a choice holds
 * over a reload from the first paint, and the account carries it to another browser.
 */
const shownScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'));

/** The page's ground as painted: the scheme's background.default. */
const groundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Signing in goes on with a full load of `/`: the signed-in app has it once its bell is there.
 * The login page's own bar shows the bell too as the session starts, before that load, so the
 * page must have left /login first: a key pressed before the load would be lost with the page.
 */
async function signedInAppShown(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
}

const DARK_GROUND = 'rgb(19, 19, 22)';
const LIGHT_GROUND = 'rgb(246, 244, 240)';

test('a guest sees the scheme of their device', async ({ browser }) => {
  for (const [colorScheme, ground] of [
    ['dark', DARK_GROUND],
    ['light', LIGHT_GROUND],
  ] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/login');
    expect(await shownScheme(page)).toBe(colorScheme);
    expect(await groundOf(page)).toBe(ground);
    await context.close();
  }
});

test('a choice of dark holds over a reload and follows the account to another browser', async ({
  browser,
}) => {
  // Two sign-ins in two browsers.
  test.slow();
  const email = DEMO_ACCOUNTS.Composer;
  const here = await browser.newContext({ colorScheme: 'light' });
  const page = await here.newPage();
  await logInWithForm(page, email, DEMO_PASSWORD);
  await signedInAppShown(page);
  const menuButton = page.getByRole('button', { name: /^Colour scheme/ });
  await expect(menuButton).toHaveAccessibleName('Colour scheme: Match the device');
  // By keyboard, as the menu is meant to be used.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: 'Dark' }).focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAccessibleName('Colour scheme: Dark');
  expect(await groundOf(page)).toBe(DARK_GROUND);

  // A reload paints dark from the first frame: the early script sets it before any app code.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { schemeAtFirstParse: string | null }).schemeAtFirstParse =
        document.documentElement.getAttribute('data-color-scheme');
    });
  });
  await page.reload();
  expect(
    await page.evaluate(
      () => (window as unknown as { schemeAtFirstParse: string | null }).schemeAtFirstParse,
    ),
  ).toBe('dark');
  await expect(page.getByRole('button', { name: 'Colour scheme: Dark' })).toBeVisible();

  // Signing out keeps this browser's choice.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL(/\/login$/);
  await page.reload();
  expect(await shownScheme(page)).toBe('dark');

  // Another browser, on a light device, with nothing stored: signing in brings the account's dark.
  const elsewhere = await browser.newContext({ colorScheme: 'light' });
  const other = await elsewhere.newPage();
  await other.goto('/login');
  expect(await shownScheme(other)).toBe('light');
  await logInWithForm(other, email, DEMO_PASSWORD);
  await signedInAppShown(other);
  await expect(other.getByRole('button', { name: 'Colour scheme: Dark' })).toBeVisible();
  expect(await shownScheme(other)).toBe('dark');
  expect(await groundOf(other)).toBe(DARK_GROUND);

  // Back to the device's setting from Settings, which the first browser then takes on its next load.
  await other.goto('/settings');
  const section = other.getByRole('region', { name: 'Colour scheme' });
  await section.getByRole('button', { name: 'Match the device' }).click();
  await expect(section.getByRole('button', { name: 'Match the device' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await shownScheme(other)).toBe('light');
  await expect
    .poll(async () => {
      const response = await other.request.get('/users/v1/auth/profile', {
        headers: {
          authorization: `Bearer ${await other.evaluate(() => localStorage.getItem('accessToken'))}`,
        },
      });
      return ((await response.json()) as { data: { colorScheme: string } }).data.colorScheme;
    })
    .toBe('system');

  await here.close();
  await elsewhere.close();
});
