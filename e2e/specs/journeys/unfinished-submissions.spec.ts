import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import { postBrief } from '../../support/request-api';

/**
 * A composer who sends the submit form, reloads and sends it again has one submission, with
 * what the form said last; with no audio it is theirs alone, and they can remove it.
 */
test('a composer resumes an unfinished submission and removes it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 8);
  const brief = `Tidal drums ${tag}: a sting for a surf brand.`;
  // A title of its own: other journeys' briefs to this composer share the generated one.
  const request = await postBrief(page, await signIn(page, DEMO_ACCOUNTS.Client), {
    brief,
    title: `Surf sting ${tag}`,
  });
  const composer = await (await browser.newContext()).newPage();
  await signIn(composer, DEMO_ACCOUNTS.Composer);

  await composer.goto(`/requests/${request.id}/submit`);
  await composer.getByRole('button', { name: 'Continue to audios' }).click();
  await expect(composer.getByRole('region', { name: 'Audio 1' })).toBeVisible();
  await composer.reload();
  await composer.getByRole('button', { name: 'Continue to audios' }).click();
  await expect(composer.getByRole('region', { name: 'Audio 1' })).toBeVisible();

  await composer.goto('/my-submissions');
  const cards = composer.getByRole('article', { name: request.title });
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText(/^No audio in this submission yet/)).toBeVisible();
  await composer.screenshot({ path: test.info().outputPath('unfinished.png'), fullPage: true });

  // The client and admins never see it.
  await page.goto(`/requests/${request.id}`);
  await expect(page.getByText('No submissions yet')).toBeVisible();

  await cards.getByRole('button', { name: 'Remove submission' }).click();
  await composer
    .getByRole('dialog', { name: 'Remove this submission?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(composer.getByText('The submission was removed.')).toBeVisible();
  await expect(cards).toHaveCount(0);
});
