import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import { expectNoSeriousViolations } from '../../support/axe';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Picks a word of a vocabulary: each is a toggle button named by the word. */
const choose = (page: Page, word: string) =>
  page.getByRole('button', { name: word, exact: true }).click();

const expectStep = (page: Page, heading: string) =>
  expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();

/** Walks steps 1–3 of the wizard with a podcast brief. */
async function describeTheMusic(page: Page): Promise<void> {
  await expectStep(page, 'Category and length');
  await choose(page, 'Podcast');
  await choose(page, '90 seconds');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Genre, mood and keywords');
  await choose(page, 'Lo-fi');
  await choose(page, 'Jazz');
  await choose(page, 'Calm');
  await page.getByRole('combobox', { name: 'Keywords' }).fill('late night');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectStep(page, 'Instruments, tempo and key');
  await choose(page, 'Piano');
  await page.getByLabel('Slowest BPM').fill('70');
  await page.getByLabel('Fastest BPM').fill('90');
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * Step 4: budget and deadline; the contact comes from the profile, and the role too when the
 * profile's role is one of the listed ones (else `role` is picked).
 */
async function setTerms(page: Page, budget: string, role?: string): Promise<void> {
  await expectStep(page, 'Contact, budget and deadline');
  await expect(page.getByLabel(/^Contact email/)).not.toHaveValue('');
  if (role) {
    await page.getByRole('combobox', { name: /^Your role/ }).click();
    await page.getByRole('option', { name: role }).click();
    await page.keyboard.press('Escape');
  }
  await page.getByLabel(/^Budget/).fill(budget);
  await page.getByLabel(/^Deadline/).fill(inDays(30));
}

/** Step 5: the brief, and optionally a title and a reference link typed but never "added". */
async function writeBrief(
  page: Page,
  brief: string,
  extras: { title?: string; link?: string } = {},
): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Brief');
  if (extras.title) await page.getByLabel(/^Title/).fill(extras.title);
  await page.getByRole('textbox', { name: /^Brief/ }).fill(brief);
  if (extras.link) await page.getByLabel('Reference link').fill(extras.link);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Summary');
}

/**
 * The heart of the marketplace: a client briefs composers in six steps (going back, and reloading
 * half-way without losing the draft); the brief is live in their active requests; a composer finds
 * it with a filter and reads it without the client's contact details.
 */
test('a client posts a brief in six steps and a composer finds it with a filter', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const brief = `Warm late-night jazz for a true-crime podcast opener (${tag}).`;

  await test.step('the client describes the music, and goes back a step', async () => {
    await signIn(page, DEMO_ACCOUNTS.Client);
    await page.goto('/request-custom-music');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request custom music');
    await describeTheMusic(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 'Instruments, tempo and key');
    await expect(page.getByLabel('Slowest BPM')).toHaveValue('70');
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('reloads half-way and keeps the draft', async () => {
    await setTerms(page, '2468');
    await page.reload();
    await expectStep(page, 'Contact, budget and deadline');
    await expect(page.getByLabel(/^Budget/)).toHaveValue(/2,?468/);
    await page.screenshot({ path: test.info().outputPath('1-draft-kept.png'), fullPage: true });
  });

  await test.step('writes the brief, checks the summary and sends it', async () => {
    const title = `Night owl opener ${tag}`;
    const link = `https://northlight.example/refs/${tag}`;
    await writeBrief(page, brief, { title, link });
    await expect(page.getByText(brief)).toBeVisible();
    // The link typed and not added is in the brief all the same, as is its title.
    await expect(page.getByRole('link', { name: link })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('Lo-fi').first()).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Your request is live' })).toBeVisible();
    await expect(
      page.getByText('Thank you for contacting us, we will get back to you as soon as possible.'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('2-request-live.png'), fullPage: true });
  });

  await test.step('the brief is among the active requests', async () => {
    await page.getByRole('link', { name: 'Go to active requests' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Requests');
    const card = page.getByRole('article').filter({ hasText: '$2,468' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Closes in');
    await expect(card).toContainText('No submissions yet');
  });

  await test.step('a composer finds it with filters and reads it', async () => {
    const context = await browser.newContext();
    const composer = await context.newPage();
    try {
      await signIn(composer, DEMO_ACCOUNTS.Composer);
      await composer.goto('/requests-history');
      await expect(composer.getByRole('heading', { level: 1 })).toHaveText('New Requests');
      await composer.getByRole('combobox', { name: 'Genre' }).click();
      await composer.getByRole('option', { name: 'Lo-fi' }).click();
      await composer.getByRole('combobox', { name: 'Category' }).click();
      await composer.getByRole('option', { name: 'Podcast' }).click();
      await expect(composer).toHaveURL(/genre=Lo-fi/);
      const card = composer.getByRole('article').filter({ hasText: '$2,468' });
      await expect(card).toHaveCount(1);
      await composer.screenshot({
        path: test.info().outputPath('3-composer-filters.png'),
        fullPage: true,
      });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(`Night owl opener ${tag}`);
      await card.getByRole('link').first().click();
      await expect(composer.getByText(brief)).toBeVisible();
      await expect(composer.getByText('From Northlight Agency')).toBeVisible();
      await expect(composer.getByText(DEMO_ACCOUNTS.Client)).toHaveCount(0);
      await expectNoSeriousViolations(composer, 'composer request page');
    } finally {
      await context.close();
    }
  });
});

/**
 * A client whose trial has ended (writingAccess false) is offered a plan before typing a brief,
 * not after sending one.
 */
test('a client without a subscription is offered the upgrade before the brief', async ({
  page,
}) => {
  await signIn(page, 'chloe@bluefern.example');
  // Home says it first, before any brief or offer is begun.
  await expect(
    page.getByTestId('upgrade-notice').getByRole('heading', { name: /Your plan has ended/ }),
  ).toBeVisible();
  await page.goto('/request-custom-music');
  await expect(
    page.getByRole('heading', { name: 'Sending a brief needs an active plan' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Category and length' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Upgrade your plan' }).click();

  const dialog = page.getByRole('dialog', { name: 'Upgrade Your Plan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Yearly/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('upgrade-dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Upgrade your plan' })).toBeVisible();
});
