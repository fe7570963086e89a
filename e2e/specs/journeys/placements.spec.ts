import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import { paintedImage } from '../../support/images';

const TONE_MP3 = readFileSync(new URL('../../../apps/api/test/fixtures/tone.mp3', import.meta.url));

/** A 480 × 270 still of the spot: a horizontal gradient, encoded as JPEG. */
const stillJpeg = () =>
  paintedImage('jpeg', 480, 270, (x, _y, width) => [20 + Math.round((x / width) * 200), 90, 160]);

/**
 * The showcase: an admin records where music was used, step by step (details, music, image),
 * and a guest finds it among the latest placements on the home page and plays it.
 */
test('an admin adds a placement and a guest sees it on the home page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Ferry Lights ${randomUUID().slice(0, 6)}`;
  await signIn(page, DEMO_ACCOUNTS.Admin);

  await test.step('the admin describes the placement', async () => {
    await page.goto('/placements');
    await expect(page.getByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
    await page.getByRole('button', { name: 'New placement' }).click();
    const dialog = page.getByRole('dialog', { name: 'New placement' });
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 3: Details' })).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^Brand or client/ }).fill('Harbour Lines');
    await dialog.getByRole('combobox', { name: /^Media/ }).click();
    await page.getByRole('option', { name: 'Advert' }).click();
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('A night crossing, in 30 s.');
    await dialog.getByRole('button', { name: 'Create placement' }).click();
  });

  await test.step('adds its music and its image', async () => {
    const dialog = page.getByRole('dialog', { name: `New placement: ${title}` });
    await expect(dialog.getByRole('heading', { name: 'Step 2 of 3: Music' })).toBeVisible();
    await dialog
      .getByTestId('file-input-mp3')
      .setInputFiles({ name: 'ferry.mp3', mimeType: 'audio/mpeg', buffer: TONE_MP3 });
    await dialog.getByRole('button', { name: 'Upload music' }).click();
    await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByRole('heading', { name: 'Step 3 of 3: Image' })).toBeVisible();
    await dialog
      .getByTestId('file-input-image')
      .setInputFiles({ name: 'ferry.jpg', mimeType: 'image/jpeg', buffer: await stillJpeg() });
    await dialog.getByRole('button', { name: 'Upload image' }).click();
    await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Finish' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: `Image of ${title}` })).toBeVisible();
    await expect(page.getByTestId('placement-facts')).toContainText('Harbour Lines');
  });

  await test.step('a guest finds it on the home page and plays it', async () => {
    const guest = await (await browser.newContext()).newPage();
    await guest.goto('/');
    const showcase = guest.getByTestId('placements-showcase');
    const card = showcase.getByTestId('placement-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Harbour Lines');
    // The card's picture is decorative (its title says what it is): present, loaded, no name.
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const play = card.getByRole('button', { name: `Play ${title}` });
    await play.click();
    await expect(card.getByTestId('audio-play-button')).toHaveAttribute('data-status', 'playing');
    await guest.screenshot({ path: test.info().outputPath('guest-home.png'), fullPage: true });
  });
});
