import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { AdminAlbum, Tokens } from '@cuebrief/shared';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import { paintedImage } from '../../support/images';
import { requestApi } from '../../support/request-api';

/** Albums given a cover here: with the demo's two, the grid runs below the fold at both widths. */
const COVERED_ALBUMS = 10;
/** Wide enough for both variants (320 and 640 px) beside the cover itself. */
const COVER_SIDE = 800;
/** Cumulative layout shift a page may have and still count as not moving (web.dev's "good" is 0.1). */
const MAX_LAYOUT_SHIFT = 0.01;

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1440, height: 900 },
] as const;

type CoverFacts = {
  title: string;
  srcset: string;
  sizes: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  top: number;
};

/** The admin makes an album through the API; a cover of its own colour when `hue` is given. */
async function albumWithCover(page: Page, tokens: Tokens, title: string, hue?: number) {
  const album = await requestApi<AdminAlbum>(page, tokens, 'post', '/add/album', {
    data: { title, description: 'Made by the covers journey.' },
  });
  if (hue === undefined) return album;
  const cover = await paintedImage('png', COVER_SIDE, COVER_SIDE, (x, y) => [
    (hue + x / 8) % 256,
    90,
    (255 - hue + y / 8) % 256,
  ]);
  return requestApi<AdminAlbum>(page, tokens, 'post', `/album/img/${album.id}`, {
    multipart: { file: { name: `${title}.png`, mimeType: 'image/png', buffer: cover } },
  });
}

/**
 * The page's layout shifts since it began loading (the buffered entries), leaving out those a
 * person's input caused, as Core Web Vitals count them: their sum, the page's CLS so far.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as Shift[]).filter((e) => !e.hadRecentInput);
          resolve(shifts.reduce((total, e) => total + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is no shift: the observer is not called then.
        setTimeout(() => resolve(0), 500);
      }),
  );

/** Nothing in the page moved as it loaded: not the covers, not the shell around them. */
async function expectNoLayoutShift(page: Page, where: string) {
  const shift = await layoutShift(page);
  test
    .info()
    .annotations.push({ type: 'layout shift', description: `${where}: ${shift.toFixed(4)}` });
  expect(shift, where).toBeLessThan(MAX_LAYOUT_SHIFT);
}

/** Every cover of the grid as the page has it before any scrolling. */
const coversInGrid = (page: Page) =>
  page.getByTestId('album-card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const img = card.querySelector('img');
      if (!img) return [];
      return [
        {
          title: card.querySelector('h3')?.textContent ?? '',
          srcset: img.getAttribute('srcset') ?? '',
          sizes: img.getAttribute('sizes') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          top: img.getBoundingClientRect().top + window.scrollY,
        },
      ];
    }),
  );

/** A signed-in admin's page at one of WIDTHS. */
async function adminAt(browser: Browser, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, DEMO_ACCOUNTS.Admin);
  return page;
}

/**
 * Covers (issue 19, item 4): the catalogue's grid draws each cover from its srcset at its
 * cell's size, in a box of its shape, lazily below the fold, without moving anything as they
 * load; an album page shows its cover large; an album without one shows its title instead.
 */
test('covers: srcset and lazy loading in the grid, a large cover on the album page, no layout shift', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const run = randomUUID().slice(0, 6);
  const covered = Array.from({ length: COVERED_ALBUMS }, (_, i) => `Cover ${run} ${i + 1}`);
  const bare = `Bare Harbour Sessions ${run}`;

  await test.step('an admin makes albums with covers and one without', async () => {
    const tokens = await signIn(page, DEMO_ACCOUNTS.Admin);
    for (const [index, title] of covered.entries()) {
      const album = await albumWithCover(page, tokens, title, index * 25);
      // Stored with its sizes: the two variants and the cover itself, narrowest first.
      expect(album.cover?.srcset.map((entry) => entry.width)).toEqual([320, 640, COVER_SIDE]);
    }
    await albumWithCover(page, tokens, bare);
  });

  for (const viewport of WIDTHS) {
    await test.step(`at ${viewport.width} px the grid's covers have their sizes, load lazily below the fold and nothing shifts`, async () => {
      const admin = await adminAt(browser, viewport);
      await admin.goto('/cuebrief-music');
      await expect(admin.getByTestId('album-card').filter({ hasText: bare })).toBeVisible();
      await admin.waitForLoadState('networkidle');

      const covers: CoverFacts[] = await coversInGrid(admin);
      const ours = covers.filter((cover) => covered.includes(cover.title));
      expect(ours).toHaveLength(COVERED_ALBUMS);
      for (const cover of ours) {
        expect(cover.srcset, cover.title).toMatch(/ 320w, .* 640w, .* 800w$/);
        expect(cover.sizes, cover.title).not.toBe('');
        expect([cover.width, cover.height], cover.title).toEqual([
          String(COVER_SIDE),
          String(COVER_SIDE),
        ]);
      }
      // Below the fold, a cover waits until it is scrolled near; there are some at this width.
      const belowTheFold = covers.filter((cover) => cover.top > viewport.height);
      expect(belowTheFold.length).toBeGreaterThan(0);
      for (const cover of belowTheFold) expect(cover.loading, cover.title).toBe('lazy');
      // The first cell's cover is wanted at once.
      expect(covers[0]?.loading).toBe('eager');

      // Every cover loads as the grid is scrolled through, each the size of its cell.
      for (const card of await admin.getByTestId('album-card').all()) {
        const img = card.locator('img');
        if ((await img.count()) === 0) continue;
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expectNoLayoutShift(admin, `the grid at ${viewport.width} px`);

      // Without a cover, the album's title is set in its placeholder, hidden from screen
      // readers (the card's heading says it already), with no picture.
      const bareCard = admin.getByTestId('album-card').filter({ hasText: bare });
      const placeholder = bareCard.getByTestId('art-placeholder');
      await expect(placeholder).toHaveText(bare);
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      await expect(bareCard.locator('img')).toHaveCount(0);
      await admin.screenshot({
        path: test.info().outputPath(`grid-${viewport.width}.png`),
        fullPage: true,
      });
      await admin.context().close();
    });

    await test.step(`at ${viewport.width} px the album page shows its cover large, at once and without a shift`, async () => {
      const admin = await adminAt(browser, viewport);
      // Opened as a page of its own, so the shifts counted are this page's alone.
      await admin.goto('/cuebrief-music');
      const href = await admin
        .getByTestId('album-card')
        .filter({ has: admin.getByRole('heading', { name: covered[0], exact: true }) })
        .getByRole('link')
        .getAttribute('href');
      await admin.goto(href ?? '');
      await expect(admin.getByRole('heading', { level: 1, name: covered[0] })).toBeVisible();
      const cover = admin.locator('main').getByTestId('media-art').first().locator('img');
      await expect(cover).toHaveAttribute('loading', 'eager');
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      await expect(cover).toHaveAttribute('srcset', / 640w, .* 800w$/);
      await expect
        .poll(() => cover.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      const box = await cover.boundingBox();
      // Large: the phone's width less its margins, or 360 px beside the text on a laptop.
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(viewport.width < 600 ? 300 : 359);
      expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(1);
      await admin.waitForLoadState('networkidle');
      await expectNoLayoutShift(admin, `the album page at ${viewport.width} px`);
      await admin.screenshot({ path: test.info().outputPath(`album-${viewport.width}.png`) });
      await admin.context().close();
    });
  }
});
