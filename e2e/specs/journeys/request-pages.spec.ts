import { expect, test } from '../../fixtures';

/** A request's page leads back to the list the person came from, and opens with the brief. */
test('a client opens a brief from Active Requests and goes back there', async ({
  page,
  loginAs,
}) => {
  await loginAs('Client');
  await page.goto('/active-requests');
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('link', { name: title, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region').first()).toHaveAccessibleName('Brief');
  await page.screenshot({ path: test.info().outputPath('request-page.png'), fullPage: true });
  await page.getByRole('link', { name: 'Back to Active Requests' }).click();
  await expect(page).toHaveURL(/\/active-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Active Requests' })).toBeVisible();

  await page.goto('/requests-history?state=open');
  await page
    .getByRole('article')
    .first()
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .click();
  await page.getByRole('link', { name: 'Back to Requests History' }).click();
  await expect(page).toHaveURL(/\/requests-history\?state=open$/);
});
