import { expect, test } from '../../fixtures';

test.describe('a guest', () => {
  test('opens the home page', async ({ page }) => {
    // The page runs under the server's security policy: nothing of the app may be blocked.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
    });

    await page.goto('/');
    await expect(page).toHaveTitle('Cuebrief');
    await expect(page.getByRole('heading', { name: /Cuebrief/ }).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('home.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  test('sees "Page not found" on an unknown page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    // The server answers every page of the app with the app; the app says what is missing.
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Page not found').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('not-found.png'), fullPage: true });
  });
});
