import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { demoToneWav } from '../../../apps/api/src/demo/demo-tones';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import { postBrief } from '../../support/request-api';
import { limitUploads } from '../../support/slow-upload';

const TONE_MP3 = readFileSync(new URL('../../../apps/api/test/fixtures/tone.mp3', import.meta.url));
/** A minute of a two-note tone: about 2 MB, long enough to watch its upload move. */
const WAV = demoToneWav(60, [
  { hertz: 330, from: 0, to: 30 },
  { hertz: 440, from: 20, to: 60 },
]);
/** Bytes a second the composer's browser may send: the wav takes a couple of seconds. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 1024 * 1024;

/** A page of its own, signed in as `role`'s demo account. */
async function pageOf(browser: Browser, role: keyof typeof DEMO_ACCOUNTS): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_ACCOUNTS[role]);
  return page;
}

/**
 * The core of the marketplace: a composer answers a brief with an mp3 and a wav at an asking
 * price, watching each upload move; the client plays it on a drawn waveform, keeps it as a
 * favourite and offers to license it, starting from the asking price; the composer sees it was listened to; an admin sees the offer.
 */
test('a composer submits music, the client listens and offers, the admin sees the offer', async ({
  page,
  browser,
}) => {
  // Three people in turn, two uploads held to a slow line: more than the default 30 s.
  test.setTimeout(120_000);
  const brief = `Neon harbour at night ${randomUUID().slice(0, 8)}: pulsing synths for a ferry ad.`;
  const musicTitle = `Harbour Lights ${randomUUID().slice(0, 4)}`;
  const clientTokens = await signIn(page, DEMO_ACCOUNTS.Client);
  const request = await postBrief(page, clientTokens, { brief });
  const composer = await pageOf(browser, 'Composer');

  await test.step('the composer opens the brief, describes the music and names a price', async () => {
    await composer.goto(`/requests/${request.id}`);
    await composer.getByRole('link', { name: 'Submit music' }).click();
    await expect(composer).toHaveURL(new RegExp(`/requests/${request.id}/submit$`));
    await composer.getByLabel('Your asking price').fill('1800');
    await composer.getByRole('button', { name: 'Continue to audios' }).click();
    await expect(composer.getByTestId('asking-price')).toHaveText('Asking price $1,800 a take');
  });

  await test.step('uploads an mp3 and a wav, and sees the upload move', async () => {
    const audio = composer.getByRole('region', { name: 'Audio 1' });
    await audio.getByRole('textbox', { name: 'Music title' }).fill(musicTitle);
    await audio
      .getByTestId('file-input-mp3')
      .setInputFiles({ name: 'harbour.mp3', mimeType: 'audio/mpeg', buffer: TONE_MP3 });
    await audio
      .getByTestId('file-input-wav')
      .setInputFiles({ name: 'harbour.wav', mimeType: 'audio/wav', buffer: WAV });
    await limitUploads(composer, SLOW_UPLOAD_BYTES_PER_SECOND);
    await audio.getByRole('button', { name: 'Upload audio' }).click();

    // Each file has its own row (decision 045): the mp3 makes the take, the wav joins it.
    const wavRow = audio
      .getByTestId('upload-progress')
      .filter({ has: composer.getByRole('progressbar', { name: 'Upload of harbour.wav' }) });
    await expect(wavRow).toHaveAttribute('data-status', 'uploading');
    await expect(audio.getByRole('progressbar', { name: 'Upload of harbour.mp3' })).toBeVisible();
    await composer.screenshot({ path: test.info().outputPath('1-uploading.png'), fullPage: true });
    // The stored take shows with its player above the rows, each row done once its file is in.
    await expect(audio.getByRole('button', { name: `Play ${musicTitle}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(wavRow).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(audio.getByTestId('upload-progress')).toHaveCount(2);
    await limitUploads(composer, null);
    await expect(audio.getByText('WAV · 1.8 MB · 16 kHz')).toBeVisible();
    await composer.getByRole('button', { name: 'Finish' }).click();
    await expect(
      composer.getByRole('heading', { level: 2, name: 'Your music is submitted' }),
    ).toBeVisible();
  });

  await test.step('the client plays it on its waveform, favourites it and offers', async () => {
    await page.goto(`/requests/${request.id}`);
    await page.getByRole('link', { name: 'Listen to 1 submission' }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${request.id}/submissions$`));
    const item = page.getByTestId('audio-item').filter({ hasText: musicTitle });
    await expect(item.getByTestId('new-badge')).toBeVisible();
    await expect(item.getByTestId('asking-price')).toHaveText('Asking price $1,800 a take');
    // wavesurfer draws the stored peaks on canvases before anything plays.
    await expect(item.getByTestId('audio-waveform').locator('canvas').first()).toBeVisible();

    const play = item.getByTestId('audio-play-button');
    await play.click();
    await expect(play).toHaveAttribute('data-status', 'playing');
    await expect(item.getByTestId('new-badge')).toHaveCount(0);
    await play.click();
    await expect(play).toHaveAttribute('data-status', 'paused');

    const favourite = item.getByRole('button', { name: `Favourite ${musicTitle}` });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await item.getByRole('button', { name: `Offer to license ${musicTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: `Offer to license “${musicTitle}”` });
    await expect(dialog.getByLabel('Your offer')).toHaveValue('1800');
    await dialog.getByLabel('Your offer').fill('2500');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText('Thanks, we will contact you shortly.')).toBeVisible();
    await expect(item.getByTestId('last-offer')).toContainText('$2,500');
    await page.screenshot({ path: test.info().outputPath('2-client-offer.png'), fullPage: true });

    await page.reload();
    await expect(item.getByRole('button', { name: `Favourite ${musicTitle}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('the composer sees that the client listened', async () => {
    await composer.goto('/my-submissions');
    const item = composer.getByTestId('audio-item').filter({ hasText: musicTitle });
    await expect(item.getByText(/^Listened /)).toBeVisible();
    await expect(item.getByText('Not listened yet')).toHaveCount(0);
  });

  await test.step('an admin finds the submission and reads the offer', async () => {
    const admin = await pageOf(browser, 'Admin');
    await admin.goto('/all-submissions');
    await admin.getByRole('searchbox', { name: 'Search submissions' }).fill(request.title);
    const item = admin.getByTestId('audio-item').filter({ hasText: musicTitle });
    await expect(item.getByTestId('audio-counts')).toContainText('1 favourite');
    await expect(item.getByTestId('audio-counts')).toContainText('1 offer');
    await item.getByRole('button', { name: `Offers on ${musicTitle}` }).click();
    const offers = admin.getByTestId('offers-dialog');
    await expect(offers).toContainText('$2,500');
    await expect(offers).toContainText('Awaiting our reply');
    await admin.screenshot({ path: test.info().outputPath('3-admin-offers.png'), fullPage: true });
  });
});
