import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import {
  expectNoCutLabels,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
} from '../../support/axe';

// Issue 18, item 11 (docs/contracts.md#catalogue-search): Cuebrief Music searches every album's
// tracks at once, with the filters folded under one button, a sort, and results to play. The
// demo's words and tempos are read from the page, not assumed: its music may change.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Saves the page as it is now at both widths beside the test's results, checking each fits. */
async function shoot(page: Page, name: string) {
  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page, `${name} at ${width}`);
    await expectNoCutLabels(page, `${name} at ${width}`);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(DESKTOP);
}

/** The tempo each found track shows, in the list's order ("124 BPM", measured or stated). */
async function temposOf(rows: Locator): Promise<number[]> {
  const texts = await rows.allInnerTexts();
  return texts.map((text) => Number(/(\d+) BPM/.exec(text)?.[1] ?? NaN));
}

test('a client searches every album, filters, sorts and plays a result', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await loginAs('Client');
  await page.goto('/cuebrief-music');

  await test.step('the albums show, larger, until something is searched for', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Albums' })).toBeVisible();
    const covers = page.getByTestId('album-card');
    await expect(covers.first()).toBeVisible();
    // Four covers a row beside the menu on a laptop: each well over 200 px wide.
    const box = await covers.first().locator('img').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    await shoot(page, '1-albums');
  });

  const rows = page.getByTestId('found-track');
  await test.step('a word finds tracks of more than one album', async () => {
    await page.getByRole('searchbox', { name: 'Search all tracks' }).fill('piano');
    await expect(page).toHaveURL(/[?&]q=piano/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tracks' })).toBeVisible();
    await expect(rows.first()).toBeVisible();
    const albums = await rows.getByRole('link').allInnerTexts();
    expect(new Set(albums).size).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Albums' })).toBeHidden();
  });

  await test.step('filters folded under one button narrow it, and say how many are on', async () => {
    const all = await rows.count();
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await page.getByRole('combobox', { name: 'Genre' }).click();
    await page.getByRole('option', { name: 'Ambient' }).click();
    await expect(page).toHaveURL(/genre=Ambient/);
    await expect(page.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
    await expect.poll(() => rows.count()).toBeLessThan(all);
    await expectNoSeriousViolations(page, 'the catalogue search with a filter on');
    await page.getByRole('button', { name: 'Remove Genre: Ambient' }).click();
    await expect(page).not.toHaveURL(/genre=/);
    await expect.poll(() => rows.count()).toBe(all);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
  });

  await test.step('sorted fastest first, the tempos come down the list', async () => {
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Fastest first' }).click();
    await expect(page).toHaveURL(/sort=tempo&order=desc/);
    await expect
      .poll(async () => {
        const tempos = await temposOf(rows);
        return tempos.every((tempo, i) => i === 0 || tempo <= (tempos[i - 1] ?? 0));
      })
      .toBe(true);
    const tempos = await temposOf(rows);
    expect(tempos[0] ?? 0).toBeGreaterThan(tempos.at(-1) ?? 0);
  });

  await test.step('a result plays in the player bar, the results as its queue', async () => {
    const first = rows.first();
    const title = (await first.getByRole('heading').innerText()).trim();
    const play = first.getByRole('button', { name: `Play ${title}` });
    await play.click();
    await expect(first.getByTestId('found-track-play')).toHaveAttribute('data-status', 'playing');
    await expect(page.getByRole('region', { name: 'Player' })).toContainText(title);
    await expectNoSeriousViolations(page, 'the catalogue search');
    await shoot(page, '2-search-results');
  });

  await test.step('a reload keeps the search, and clearing it brings the albums back', async () => {
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search all tracks' })).toHaveValue('piano');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Fastest first');
    await page.setViewportSize(PHONE);
    // On a phone the search and the one Filters button share a line; the panel opens under it.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Mood' })).toBeVisible();
    await shoot(page, '3-filters-open');
    await page.getByRole('searchbox', { name: 'Search all tracks' }).fill('');
    await expect(page.getByRole('heading', { level: 2, name: 'Albums' })).toBeVisible();
  });
});
