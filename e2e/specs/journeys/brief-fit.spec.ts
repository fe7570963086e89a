import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { ClientRequestSubmissions, MeasuredKey, Submission } from '@cuebrief/shared';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import { musicWav } from '../../support/music-wav';
import { postBrief, requestApi } from '../../support/request-api';

/** The brief both journeys answer: an uptempo 30-second cue. */
const BRIEF_TEMPO: [number, number] = [118, 124];

/** The fields of that brief, in `key`. */
function briefIn(key: MeasuredKey) {
  return {
    tempo: BRIEF_TEMPO,
    key: [key],
    brief: `Sprint finish ${randomUUID().slice(0, 8)}: a driving cue for a running-shoe ad.`,
  };
}
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** A page of its own, signed in as `role`'s demo account. */
async function pageOf(browser: Browser, role: keyof typeof DEMO_ACCOUNTS) {
  const page = await (await browser.newContext()).newPage();
  return { page, tokens: await signIn(page, DEMO_ACCOUNTS[role]) };
}

/** Screenshots of the page as it is now, at a phone's width and a desktop's. */
async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${viewport.name}.png`),
      fullPage: true,
    });
  }
}

/**
 * The composer finds out before the client listens: a take at 96 BPM answers a brief asking
 * 118–124. Right after the upload the take says it is being analysed; once measured, it shows
 * its tempo, key and loudness and warns that the tempo is off the brief.
 */
test('a composer uploads an off-tempo take and is warned at once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const clientTokens = await signIn(page, DEMO_ACCOUNTS.Client);
  const request = await postBrief(page, clientTokens, briefIn('D minor'));
  const { page: composer } = await pageOf(browser, 'Composer');
  const title = `Slow Burn ${randomUUID().slice(0, 4)}`;

  await composer.goto(`/requests/${request.id}/submit`);
  await composer.getByRole('button', { name: 'Continue to audios' }).click();
  const card = composer.getByRole('region', { name: 'Audio 1' });
  await card.getByRole('textbox', { name: 'Music title' }).fill(title);
  await card.getByTestId('file-input-wav').setInputFiles({
    name: 'slow-burn.wav',
    mimeType: 'audio/wav',
    buffer: musicWav({ bpm: 96, key: 'D minor', seconds: 30 }),
  });
  await card.getByRole('button', { name: 'Upload audio' }).click();

  const take = card.getByTestId('audio-item').filter({ hasText: title });
  // The upload answers before the analysis: the take says it is being measured. One look at the
  // state and its text together: two looks could fall either side of the analysis finishing, as
  // happened on a busy machine.
  await expect(
    take.locator('[data-testid="audio-analysis"][data-state="pending"]', {
      hasText: 'Analysing…',
    }),
  ).toBeVisible({ timeout: 30_000 });

  // The page asks again every few seconds until the measurement and the fit arrive.
  await expect(take.getByTestId('fit-summary')).toHaveText('Off the brief', { timeout: 60_000 });
  await expect(take.getByTestId('analysis-measured')).toContainText(/\d+(\.\d)? LUFS/);
  const tempo = take
    .getByRole('list', { name: `How ${title} fits the brief` })
    .getByRole('listitem')
    .filter({ hasText: 'Tempo' });
  await expect(tempo).toHaveAttribute('data-verdict', 'off');
  await expect(tempo).toContainText(/\b9\d BPM; the brief asks 118–124/);
  await expect(
    card.getByText('Not what the brief asks? Delete this take and upload another'),
  ).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Delete ${title} and upload again` }),
  ).toBeVisible();
  await screenshotBothWidths(composer, 'composer-off-tempo');
});

/**
 * The client ranks what arrived: of two takes, the one at 90 BPM in E major arrives first and
 * the one at 120 BPM in A minor second; sorted "best fit first" the fitting one leads, and
 * "Fits the brief" leaves only it.
 */
test('a client sorts a request’s takes by fit and keeps those that fit', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const clientTokens = await signIn(page, DEMO_ACCOUNTS.Client);
  const request = await postBrief(page, clientTokens, briefIn('A minor'));
  const { page: composer, tokens: composerTokens } = await pageOf(browser, 'Composer');
  const suffix = randomUUID().slice(0, 4);
  const offBrief = `Easy Stroll ${suffix}`;
  const onBrief = `Sprint Finish ${suffix}`;

  const submission = await requestApi<Submission>(
    composer,
    composerTokens,
    'post',
    `/composer/submit/${request.id}`,
    { data: { genre: ['Electronic'], mood: ['Uplifting'], tempo: BRIEF_TEMPO } },
  );
  for (const take of [
    { title: offBrief, bpm: 90, key: 'E major' as const },
    { title: onBrief, bpm: 120, key: 'A minor' as const },
  ]) {
    await requestApi(
      composer,
      composerTokens,
      'post',
      `/composer/submit/audio/${submission.id}?title=${encodeURIComponent(take.title)}`,
      {
        multipart: {
          filewav: {
            name: `${take.bpm}.wav`,
            mimeType: 'audio/wav',
            buffer: musicWav({ bpm: take.bpm, key: take.key, seconds: 30 }),
          },
        },
      },
    );
  }
  // Both measured before the client looks, so the order below is the fit's, not the timing's.
  await expect
    .poll(
      async () => {
        const groups = await requestApi<ClientRequestSubmissions[]>(
          page,
          clientTokens,
          'get',
          '/client/submissions',
        );
        const takes = groups.find((group) => group.request.id === request.id)?.submissions[0]
          ?.audios;
        return takes?.map((take) => take.analysis.state) ?? [];
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toEqual(['done', 'done']);

  await page.goto(`/requests/${request.id}/submissions`);
  const titles = page.getByTestId('audio-item').locator('h3');
  await expect(titles).toHaveText([offBrief, onBrief]);
  const onItem = page.getByTestId('audio-item').filter({ hasText: onBrief });
  await expect(onItem.getByTestId('fit-summary')).toHaveText('Fits the brief');
  await expect(
    page.getByTestId('audio-item').filter({ hasText: offBrief }).getByTestId('fit-summary'),
  ).toHaveText('Off the brief');

  // From the keyboard: the sort is a select, the filter a switch.
  const sort = page.getByRole('combobox', { name: 'Sort' });
  await sort.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Newest first' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText([onBrief, offBrief]);
  await expect(page).toHaveURL(/sort=fit/);

  const fitsOnly = page.getByRole('switch', { name: 'Fits the brief' });
  await fitsOnly.focus();
  await page.keyboard.press('Space');
  await expect(fitsOnly).toBeChecked();
  await expect(titles).toHaveText([onBrief]);
  await expect(page.getByText('1 take shown of 2')).toBeVisible();
  await screenshotBothWidths(page, 'client-fits-the-brief');

  // The choice survives a reload: it is kept in the address.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Fits the brief' })).toBeChecked();
  await expect(titles).toHaveText([onBrief]);
});
