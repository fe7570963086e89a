import { DEMO_ACCOUNTS, expect, signIn, test, openMenu } from '../../fixtures';
import { expiredCopyOf } from '../../support/tokens';

/**
 * A session outlives its 15-minute access token: the next call is refused with 401, the app
 * trades its refresh token for new ones once, retries, and the person never notices.
 */
test('an expired access token is refreshed silently mid-session', async ({ page }) => {
  const tokens = await signIn(page, DEMO_ACCOUNTS.Admin);
  await expect(page.getByText(/Welcome back/)).toBeVisible();
  // The home page's own calls finish first: one still out when the token is swapped would meet
  // the expired token itself and refresh before the menu is opened, on a slow machine.
  await page.waitForLoadState('networkidle');

  const statuses: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/users/v1/auth/')) statuses.push(`${response.status()} ${pathname}`);
  });
  const expired = await expiredCopyOf(tokens.accessToken);
  await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);

  await openMenu(page);
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'New Users' })
    .click();

  await expect(page.getByRole('heading', { name: 'New Users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Composers' })).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  // The headings stand before the list arrives, so the retried call may still be out here: wait
  // for its answer rather than reading the statuses at once (it failed so on a slow machine).
  await expect.poll(() => statuses).toContain('200 /users/v1/auth/composers-access');
  await expect(page.getByText('The list could not be loaded.')).toHaveCount(0);
  // The first call met the expired token, one refresh followed, and the calls were retried.
  expect(statuses).toContain('401 /users/v1/auth/composers-access');
  expect(statuses.filter((s) => s.endsWith('/refresh-token'))).toEqual([
    '200 /users/v1/auth/refresh-token',
  ]);

  const stored = await page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));
  expect(stored.access).not.toBe(expired);
  expect(stored.refresh).not.toBe(tokens.refreshToken);
  await page.screenshot({ path: test.info().outputPath('refreshed-session.png'), fullPage: true });
});
