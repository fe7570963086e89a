import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demoToneWav } from '../../../apps/api/src/demo/demo-tones';
import { DEMO_ACCOUNTS, expect, signIn, test, openMenu } from '../../fixtures';
import { coverPng } from '../../support/images';

const TONE_MP3 = readFileSync(new URL('../../../apps/api/test/fixtures/tone.mp3', import.meta.url));
const SLOW_WAV = demoToneWav(20, [{ hertz: 220, from: 0, to: 20 }]);

/** The admin uploads one track on the open album page and waits until it is stored. */
async function uploadTrack(
  page: Page,
  track: { title: string; bpm: string; file: { name: string; mimeType: string; buffer: Buffer } },
): Promise<void> {
  const panel = page.getByRole('region', { name: 'Upload a track' });
  await panel.getByLabel(/^Music name/).fill(track.title);
  const kind = track.file.name.endsWith('.mp3') ? 'mp3' : 'wav';
  await panel.getByTestId(`file-input-${kind}`).setInputFiles(track.file);
  await panel.getByLabel('Tempo (BPM)').fill(track.bpm);
  await panel.getByRole('button', { name: 'Upload track' }).click();
  // Stored, the track joins the album's list and the form empties for the next one.
  await expect(page.getByTestId('audio-item').filter({ hasText: track.title })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`“${track.title}” is added to the album.`)).toBeVisible();
  await expect(panel.getByLabel(/^Music name/)).toHaveValue('');
}

/**
 * The catalogue end to end: an admin builds an album with a cover and two tracks; a client finds
 * one track by its tempo, plays it, keeps it as a favourite and offers to license it; the
 * admin's offer view shows the offer on the catalogue track.
 */
test('an admin builds an album and a client finds, plays and offers on a track', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const albumTitle = `Night Shift ${randomUUID().slice(0, 6)}`;
  const fast = `Neon Run ${randomUUID().slice(0, 4)}`;
  const slow = `Harbour Fog ${randomUUID().slice(0, 4)}`;
  await signIn(page, DEMO_ACCOUNTS.Admin);

  await test.step('the admin creates an album', async () => {
    await page.goto('/cuebrief-music');
    await page.getByRole('button', { name: 'New album' }).click();
    const dialog = page.getByRole('dialog', { name: 'New album' });
    await dialog.getByLabel(/^Title/).fill(albumTitle);
    await dialog.getByLabel(/^Description/).fill('Late-night synths for city spots.');
    await dialog.getByRole('button', { name: 'Create album' }).click();
    await expect(page.getByRole('heading', { level: 1, name: albumTitle })).toBeVisible();
  });

  await test.step('uploads a cover and two tracks', async () => {
    // One button, by keyboard: it opens the file picker, and the chosen image is sent at once.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload cover' }).focus();
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() });
    await expect(page.getByText('The cover is stored.')).toBeVisible();
    await expect(page.getByRole('img', { name: `Cover of ${albumTitle}` })).toBeVisible();

    await page.getByRole('button', { name: 'Upload a track' }).click();
    await uploadTrack(page, {
      title: fast,
      bpm: '128',
      file: { name: 'neon.mp3', mimeType: 'audio/mpeg', buffer: TONE_MP3 },
    });
    await uploadTrack(page, {
      title: slow,
      bpm: '72',
      file: { name: 'fog.wav', mimeType: 'audio/wav', buffer: SLOW_WAV },
    });
    await expect(page.getByTestId('audio-item')).toHaveCount(2);
  });

  const client = await (await browser.newContext()).newPage();
  await test.step('a client does not find the draft', async () => {
    await signIn(client, DEMO_ACCOUNTS.Client);
    await client.goto(`/cuebrief-music?q=${encodeURIComponent(fast)}`);
    await expect(client.getByText('No track matches this search.')).toBeVisible();
    await client.goto('/cuebrief-music');
    await expect(client.getByRole('link', { name: /Northern Lights/ })).toBeVisible();
    await expect(client.getByRole('link', { name: new RegExp(albumTitle) })).toHaveCount(0);
  });

  await test.step('the admin edits a track, then publishes the album', async () => {
    const row = page.getByTestId('audio-item').filter({ hasText: slow });
    await row.getByRole('button', { name: `Edit ${slow}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit “${slow}”` });
    await dialog.getByLabel(/^Description/).fill('Foghorns and a slow pad.');
    await dialog.getByLabel(/^Tempo/).fill('500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByLabel(/^Tempo/)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(/^Tempo/).fill('70');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`“${slow}” is saved.`)).toBeVisible();
    await expect(row).toContainText('Foghorns and a slow pad.');

    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText(`“${albumTitle}” is published: clients can find it.`),
    ).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('1-admin-album.png'), fullPage: true });
  });

  await test.step('a client finds the published album, and the fast track by its tempo', async () => {
    await client.goto(`/cuebrief-music?q=${encodeURIComponent(fast)}`);
    await expect(client.getByTestId('found-track')).toHaveCount(1);
    await expect(client.getByTestId('found-track')).toContainText(fast);
    await client.goto('/cuebrief-music');
    await client.getByRole('link', { name: new RegExp(albumTitle) }).click();
    await expect(client.getByRole('heading', { level: 1, name: albumTitle })).toBeVisible();
    await expect(client.getByTestId('audio-item')).toHaveCount(2);
    await client.getByRole('button', { name: 'Filters', exact: true }).click();
    await client.getByLabel('Tempo from (BPM)').fill('110');
    await client.getByLabel('Tempo from (BPM)').press('Enter');
    await expect(client).toHaveURL(/tempoMin=110/);
    await expect(client.getByTestId('audio-item')).toHaveCount(1);
    await expect(client.getByTestId('audio-item')).toContainText(fast);
  });

  await test.step('plays it, favourites it and offers', async () => {
    const item = client.getByTestId('audio-item').filter({ hasText: fast });
    await expect(item.getByTestId('audio-waveform').locator('canvas').first()).toBeVisible();
    const play = item.getByTestId('audio-play-button');
    await play.click();
    await expect(play).toHaveAttribute('data-status', 'playing');
    await play.click();

    const favourite = item.getByRole('button', { name: `Favourite ${fast}` });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await item.getByRole('button', { name: `Offer to license ${fast}` }).click();
    const dialog = client.getByRole('dialog', { name: `Offer to license “${fast}”` });
    await dialog.getByLabel('Your offer').fill('900');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(client.getByText('Thanks, we will contact you shortly.')).toBeVisible();
    await expect(item.getByTestId('last-offer')).toContainText('$900');
    await client.screenshot({ path: test.info().outputPath('2-client-album.png'), fullPage: true });
  });

  await test.step('finds it first among their Favourites, with its album', async () => {
    await openMenu(client);
    await client
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Favourites' })
      .click();
    await expect(client.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const first = client.getByTestId('audio-item').first();
    await expect(first).toContainText(fast);
    await expect(first.getByRole('link', { name: albumTitle })).toBeVisible();
    await expect(first.getByTestId('last-offer')).toContainText('$900');
  });

  await test.step('the admin sees the favourite and the offer on the album', async () => {
    await page.goto('/cuebrief-music');
    const card = page.getByTestId('album-card').filter({ hasText: albumTitle });
    await expect(card).toContainText('2 tracks');
    await expect(card).toContainText('1 favourite');
    await expect(card).toContainText('1 offer');
    await card.getByRole('link', { name: new RegExp(albumTitle) }).click();
    await page.getByRole('button', { name: `1 offer on ${fast}` }).click();
    const offers = page.getByRole('dialog', { name: `Offers on “${fast}”` });
    await expect(offers).toContainText('$900');
  });
});
