import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { ComposerSubmission } from '@cuebrief/shared';
import { demoToneWav } from '../../../apps/api/src/demo/demo-tones';
import { zipBytes } from '../../../apps/api/test/helpers/zip-files';
import { DEMO_ACCOUNTS, expect, openMenu, signIn, test } from '../../fixtures';
import { postBrief, requestApi } from '../../support/request-api';
import { submitTake, takeItem } from '../../support/review-loop';
import { limitUploads } from '../../support/slow-upload';

const TONE_MP3 = readFileSync(new URL('../../../apps/api/test/fixtures/tone.mp3', import.meta.url));
/** Forty seconds of a tone: about 1.2 MB, some seconds on the held line below. */
const WAV = demoToneWav(40, [{ hertz: 392, from: 0, to: 40 }]);
/** The stems: a zip of one short part. */
const STEMS = zipBytes({ 'drums.wav': demoToneWav(1, [{ hertz: 110, from: 0, to: 1 }]) });
/** What the browser may send a second while the uploads are watched: the wav takes ~8 s. */
const HELD_BYTES_PER_SECOND = 150 * 1024;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The row of one file of an upload, found by its progress bar's name. */
function rowOf(scope: Locator, fileName: string): Locator {
  return scope
    .getByTestId('upload-progress')
    .filter({ has: scope.page().getByRole('progressbar', { name: `Upload of ${fileName}` }) });
}

/**
 * How much of a row's file is sent, in percent, as its bar tells assistive technology; a row that
 * is gone fails within a second (for expect.poll to retry and report) rather than waiting on.
 */
async function percentOf(row: Locator): Promise<number> {
  return Number(
    await row.getByRole('progressbar').getAttribute('aria-valuenow', { timeout: 1_000 }),
  );
}

/** The bar's value once it has moved past 0 and before it is full: a file halfway. */
async function expectHalfway(row: Locator): Promise<void> {
  await expect(row).toHaveAttribute('data-status', 'uploading');
  await expect.poll(() => percentOf(row)).toBeGreaterThan(0);
  await expect(row.getByText(/^\d+% · .+ of .+/)).toBeVisible();
}

const MIME_TYPES = { mp3: 'audio/mpeg', wav: 'audio/wav', stems: 'application/zip' } as const;

/** Chooses `buffer`, named `name`, in the form's `kind` drop zone. */
async function chooseFile(
  scope: Locator,
  kind: keyof typeof MIME_TYPES,
  name: string,
  buffer: Buffer,
): Promise<void> {
  await scope
    .getByTestId(`file-input-${kind}`)
    .setInputFiles({ name, mimeType: MIME_TYPES[kind], buffer });
}

/** Nothing on the page is wider than its window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A whole-page screenshot from the top, where the sticky app bar belongs. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

/**
 * Issue 19, item 6 (decision 045): a composer sends an mp3, a wav and stems, each on its own row;
 * the wav, held to a slow line, is cancelled halfway while the others finish, then retried alone,
 * and the take ends with all three files.
 */
test('a composer cancels the wav halfway, the other files finish, and the retried wav completes the take', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const title = `Tide Pool ${tag}`;
  const request = await postBrief(page, await signIn(page, DEMO_ACCOUNTS.Client), {
    brief: `Slow tides ${tag}: a calm bed for a spa brand.`,
    title: `Spa bed ${tag}`,
  });
  const composer = await (await browser.newContext({ viewport: PHONE })).newPage();
  const composerTokens = await signIn(composer, DEMO_ACCOUNTS.Composer);

  await composer.goto(`/requests/${request.id}`);
  await composer.getByRole('link', { name: 'Submit music' }).click();
  await composer.getByRole('button', { name: 'Continue to audios' }).click();
  const audio = composer.getByRole('region', { name: 'Audio 1' });
  await audio.getByRole('textbox', { name: 'Music title' }).fill(title);
  await chooseFile(audio, 'mp3', 'tide.mp3', TONE_MP3);
  await chooseFile(audio, 'wav', 'tide.wav', WAV);
  await chooseFile(audio, 'stems', 'tide-stems.zip', STEMS);

  await test.step('on a phone the three drop zones stand one above another', async () => {
    const boxes = await Promise.all(
      (['mp3', 'wav', 'stems'] as const).map((kind) =>
        audio.getByTestId(`file-drop-${kind}`).boundingBox(),
      ),
    );
    const [mp3, wav, stems] = boxes.map((box) => box!);
    expect(wav!.y).toBeGreaterThanOrEqual(mp3!.y + mp3!.height);
    expect(stems!.y).toBeGreaterThanOrEqual(wav!.y + wav!.height);
    expect(mp3!.width).toBeGreaterThan(PHONE.width / 2);
    await expectNoSidewaysScroll(composer);
    await shot(composer, '1-files-chosen-390.png');
  });

  const mp3Row = rowOf(audio, 'tide.mp3');
  const wavRow = rowOf(audio, 'tide.wav');
  const stemsRow = rowOf(audio, 'tide-stems.zip');

  await test.step('each file has its own row: the mp3 is stored while the wav moves', async () => {
    await limitUploads(composer, HELD_BYTES_PER_SECOND);
    await audio.getByRole('button', { name: 'Upload audio' }).click();
    await expect(mp3Row).toHaveAttribute('data-status', 'done');
    await expectHalfway(wavRow);
    // The stems wait their turn behind the wav.
    await expect(stemsRow).toHaveAttribute('data-status', 'waiting');
    await expect(composer.getByText('Wait for the uploads to finish.')).toBeVisible();
    await expect(composer.getByRole('button', { name: 'Finish' })).toBeDisabled();
    await expectNoSidewaysScroll(composer);
    await expect(wavRow.getByRole('button', { name: 'Cancel tide.wav' })).toBeInViewport({
      ratio: 1,
    });
    await shot(composer, '2-uploading-390.png');
    await composer.setViewportSize(DESKTOP);
    await expect(wavRow).toHaveAttribute('data-status', 'uploading');
    await shot(composer, '3-uploading-1440.png');
  });

  await test.step('the wav is cancelled halfway; the stems go on and finish', async () => {
    await wavRow.getByRole('button', { name: 'Cancel tide.wav' }).click();
    await expect(wavRow).toHaveAttribute('data-status', 'cancelled');
    await expect(wavRow.getByText('Upload cancelled.')).toBeVisible();
    await expect(stemsRow).toHaveAttribute('data-status', 'done');
    await expect(mp3Row).toHaveAttribute('data-status', 'done');
    const [submission] = await requestApi<ComposerSubmission[]>(
      composer,
      composerTokens,
      'get',
      `/composer/submissions?requestId=${request.id}`,
    );
    expect(submission!.audios.map((take) => take.files.map((file) => file.kind).sort())).toEqual([
      ['mp3', 'stems'],
    ]);
  });

  await test.step('retried, the wav alone is sent again and the take has every file', async () => {
    await limitUploads(composer, null);
    await wavRow.getByRole('button', { name: 'Retry tide.wav' }).click();
    await expect(wavRow).toHaveAttribute('data-status', 'done');
    await expect(audio.getByText('Uploaded', { exact: true })).toHaveCount(3);
    await expect(audio.getByText(/^WAV · /)).toBeVisible();
    const [submission] = await requestApi<ComposerSubmission[]>(
      composer,
      composerTokens,
      'get',
      `/composer/submissions?requestId=${request.id}`,
    );
    expect(submission!.audios).toHaveLength(1);
    expect(submission!.audios[0]!.title).toBe(title);
    expect(submission!.audios[0]!.files.map((file) => file.kind).sort()).toEqual([
      'mp3',
      'stems',
      'wav',
    ]);
    await composer.getByRole('button', { name: 'Finish' }).click();
    await expect(
      composer.getByRole('heading', { level: 2, name: 'Your music is submitted' }),
    ).toBeVisible();
  });
});

/**
 * A new version of a take travels on one row, and closing its dialog would cancel it (decision
 * 046): while the wav is sent, held to a slow line, the dialog has no close cross and Escape or a
 * click beside it keep it open; once the upload is cancelled, the cross is back and closes it.
 */
test('the new-version dialog stays open while its wav is sent, and its cross closes it once cancelled', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 8);
  const title = `Ebb ${tag}`;
  const request = await postBrief(page, await signIn(page, DEMO_ACCOUNTS.Client), {
    brief: `Ebb and flow ${tag}: a slow swell for a coastal film.`,
    title: `Coast film ${tag}`,
  });
  const composer = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await submitTake(composer, await signIn(composer, DEMO_ACCOUNTS.Composer), request, {
    title,
    hertz: 294,
  });

  await composer.goto('/my-submissions');
  await takeItem(composer, title)
    .getByRole('button', { name: `Upload a new version of ${title}` })
    .click();
  const dialog = composer.getByRole('dialog', { name: `New version of “${title}”` });
  const cross = dialog.getByRole('button', { name: 'Close', exact: true });
  await expect(cross).toBeVisible();
  await chooseFile(dialog, 'wav', 'ebb-v2.wav', WAV);
  await limitUploads(composer, HELD_BYTES_PER_SECOND);
  await dialog.getByRole('button', { name: 'Upload version' }).click();
  const row = rowOf(dialog, 'ebb-v2.wav');
  await expectHalfway(row);

  // Counted once, not awaited: the cross also goes when a finished upload closes the dialog.
  expect(await cross.count(), 'no close cross while the wav is sent').toBe(0);
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeDisabled();
  // Escape from inside the dialog, where the dialog hears it, then a click on the backdrop.
  await row.getByRole('button', { name: 'Cancel ebb-v2.wav' }).focus();
  await composer.keyboard.press('Escape');
  await composer.mouse.click(8, DESKTOP.height - 8);
  // Ten points more sent take longer than a closing dialog's fade: it would be gone by then.
  const sent = await percentOf(row);
  await expect.poll(() => percentOf(row)).toBeGreaterThanOrEqual(sent + 10);
  await expect(dialog).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'uploading');

  await row.getByRole('button', { name: 'Cancel ebb-v2.wav' }).click();
  await expect(row).toHaveAttribute('data-status', 'cancelled');
  await limitUploads(composer, null);
  await cross.click();
  await expect(dialog).toBeHidden();
});

/**
 * The admin's track upload shares the rows: an mp3 and a wav each with its own progress, then the
 * toast of the stored track, and the form empties for the next one.
 */
test('an admin uploads a track’s mp3 and wav on rows of their own and reads the toast', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 6);
  const albumTitle = `Low Tide ${tag}`;
  const trackTitle = `Shoreline ${tag}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO_ACCOUNTS.Admin);
  await (await openMenu(page)).getByRole('link', { name: 'Cuebrief Music' }).click();
  await page.getByRole('button', { name: 'New album' }).click();
  const dialog = page.getByRole('dialog', { name: 'New album' });
  await dialog.getByLabel(/^Title/).fill(albumTitle);
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('heading', { level: 1, name: albumTitle })).toBeVisible();

  await page.getByRole('button', { name: 'Upload a track' }).click();
  const panel = page.getByRole('region', { name: 'Upload a track' });
  await panel.getByLabel(/^Music name/).fill(trackTitle);
  await chooseFile(panel, 'mp3', 'shore.mp3', TONE_MP3);
  await chooseFile(panel, 'wav', 'shore.wav', WAV);
  await limitUploads(page, HELD_BYTES_PER_SECOND);
  await panel.getByRole('button', { name: 'Upload track' }).click();

  const mp3Row = rowOf(panel, 'shore.mp3');
  const wavRow = rowOf(panel, 'shore.wav');
  await expect(mp3Row).toHaveAttribute('data-status', 'done');
  await expectHalfway(wavRow);
  await shot(page, '4-track-uploading-1440.png');
  await page.setViewportSize(PHONE);
  await expect(wavRow).toHaveAttribute('data-status', 'uploading');
  await expectNoSidewaysScroll(page);
  await shot(page, '5-track-uploading-390.png');
  await limitUploads(page, null);

  await expect(page.getByText(`“${trackTitle}” is added to the album.`)).toBeVisible();
  // Every file stored, the rows give way to an empty form for the next track.
  await expect(panel.getByTestId('upload-progress')).toHaveCount(0);
  await expect(panel.getByLabel(/^Music name/)).toHaveValue('');
  await expect(page.getByTestId('audio-item').filter({ hasText: trackTitle })).toBeVisible();
});
