import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, openMenu, signIn, test } from '../../fixtures';

// Issue 17, item 4: small things a phone or keyboard user meets first. New Requests' filters fold
// under one button on a phone (decision 041), moving between pages puts focus on the new page's
// heading (decision 039), and the request wizard's stepper reopens the steps already reached.

const PHONE = { width: 390, height: 844 };

/** How far the page is wider than the window: 0 when nothing runs off a phone's screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a composer's filters fold into one Filters button on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_ACCOUNTS.Composer);
  await page.goto('/requests-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Requests');
  await expect(page.getByText(/\d+ open requests?/)).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filters/ });

  await test.step('one button instead of six filters, the briefs on the first screen', async () => {
    await expect(filters).toHaveAccessibleName('Filters');
    await expect(page.getByRole('combobox', { name: 'Genre' })).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('1-folded.png') });
  });

  await test.step('the sheet holds the same filters, applied as they change', async () => {
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('combobox', { name: 'Mood' })).toBeVisible();
    await expect(sheet.getByRole('slider', { name: 'Fastest tempo' })).toBeAttached();
    await expect(sheet.getByLabel('Due by')).toBeVisible();
    await sheet.getByRole('combobox', { name: 'Genre' }).click();
    await page.getByRole('option', { name: 'Cinematic', exact: true }).click();
    await expect(page).toHaveURL(/[?&]genre=Cinematic/);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('2-sheet.png') });
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(sheet).toBeHidden();
    await expect(filters).toHaveAccessibleName(/^Filters\W+1 active/);
    // Every brief left is a cinematic one.
    const genres = page.getByRole('list', { name: 'Genres' });
    for (const list of await genres.all()) await expect(list).toContainText('Cinematic');
  });

  await test.step('by keyboard: Enter opens it, Escape closes it back on the button', async () => {
    await filters.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(sheet.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filters).toBeFocused();
  });

  await test.step('a wide screen shows them beside the search, as before', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Genre' })).toHaveText('Cinematic');
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
  });
});

test("moving between pages puts keyboard focus on the new page's heading", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.Client);
  const heading = page.getByRole('heading', { level: 1 });

  await test.step('not on the first load', async () => {
    await page.goto('/active-requests');
    await expect(heading).toHaveText('Active Requests');
    await expect(heading).not.toBeFocused();
  });

  await test.step('a menu link opened by keyboard', async () => {
    const menu = await openMenu(page, { by: 'keyboard' });
    await menu.getByRole('link', { name: 'Requests History' }).focus();
    await page.keyboard.press('Enter');
    await expect(heading).toHaveText('Requests History');
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('page-announcer')).toHaveText('Requests History');
    // The next Tab goes on into the page, not back to the app bar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  await test.step('a link in the page, and Back to the list', async () => {
    const firstRequest = page.getByRole('article').first().getByRole('link').first();
    const title = (await firstRequest.textContent()) ?? '';
    await firstRequest.click();
    await expect(heading).toHaveText(title);
    await expect(heading).toBeFocused();
    await page.goBack();
    await expect(heading).toHaveText('Requests History');
    await expect(heading).toBeFocused();
  });
});

test("the wizard's stepper reopens the steps already reached", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.Client);
  await page.goto('/request-custom-music');
  const stepHeading = page.getByRole('heading', { level: 2 }).first();
  const step = (name: string) => page.getByRole('tab', { name });

  await test.step('only the first step is open at the start', async () => {
    await expect(stepHeading).toHaveText('Category and length');
    await expect(step('Category')).toBeEnabled();
    for (const name of ['Genre & mood', 'Instruments', 'Contact', 'Brief', 'Summary']) {
      await expect(step(name)).toBeDisabled();
    }
  });

  await test.step('two steps answered, the first reopened from its label', async () => {
    await page.getByRole('button', { name: 'Podcast', exact: true }).click();
    await page.getByRole('button', { name: '90 seconds', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading).toHaveText('Genre, mood and keywords');
    await page.getByRole('button', { name: 'Jazz', exact: true }).click();
    await page.getByRole('button', { name: 'Calm', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading).toHaveText('Instruments, tempo and key');
    await expect(step('Contact')).toBeDisabled();
    await step('Category').click();
    await expect(stepHeading).toHaveText('Category and length');
    await expect(stepHeading).toBeFocused();
    await expect(page.getByRole('button', { name: 'Podcast', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('going ahead checks the step shown first, as Next does', async () => {
    await page.getByRole('button', { name: 'Podcast', exact: true }).click();
    await step('Instruments').click();
    await expect(page.getByText('Choose at least one')).toBeVisible();
    await expect(stepHeading).toHaveText('Category and length');
    await page.getByRole('button', { name: 'Advertising', exact: true }).click();
    await step('Instruments').click();
    await expect(stepHeading).toHaveText('Instruments, tempo and key');
  });

  await test.step('by keyboard: arrows between the steps reached, Enter opens one', async () => {
    await step('Instruments').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(step('Genre & mood')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stepHeading).toHaveText('Genre, mood and keywords');
    await expect(stepHeading).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('stepper.png') });
  });
});
