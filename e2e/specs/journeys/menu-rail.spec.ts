import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, openMenu, signIn, test } from '../../fixtures';

// Issue 19, items 2 and 3 (decision 046): from 1200 px the menu stays open beside the page as a
// rail with the current section marked, below it the spec's drawer opens from the menu button;
// the wizard's step heading comes into view below the sticky app bar; on a phone the player's
// time stays beside the waveform.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const railOf = (page: Page) => page.getByTestId('menu-rail');

/** The app bar's bottom edge, in the window's coordinates. */
async function appBarBottom(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  if (!box) throw new Error('no app bar');
  return box.y + box.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

test('on a desktop the menu is a rail: one click changes section, the mark follows', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO_ACCOUNTS.Client);
  const menu = await openMenu(page);
  await expect(railOf(page)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Favourites' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  // Beside the page, not over it.
  const rail = await boxOf(railOf(page));
  const main = await boxOf(page.getByRole('main'));
  expect(main.x).toBeGreaterThanOrEqual(rail.x + rail.width - 1);
  await page.screenshot({ path: test.info().outputPath('1-rail-1440.png') });

  await test.step('by keyboard: the skip link, then the rail once, then the page', async () => {
    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // From the top again: past the skip link, home and the bell, the rail's links in order.
    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = await menu.getByRole('list').getByRole('link').all();
    const focusedInRail: string[] = [];
    for (let press = 0; press < links.length + 8; press += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() =>
        document.activeElement?.closest('[data-testid="menu-rail"]')
          ? (document.activeElement.textContent ?? '')
          : null,
      );
      if (name !== null && name !== '') focusedInRail.push(name);
    }
    const names = await Promise.all(links.map((link) => link.textContent()));
    expect(focusedInRail.slice(0, names.length)).toEqual(names);
    await expect(menu.getByRole('link', { name: 'Offers & Licences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test('on a phone the drawer opens from the menu button and marks the current page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_ACCOUNTS.Client);
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(railOf(page)).toBeHidden();
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Favourites' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: test.info().outputPath('2-drawer-390.png') });
  await menu.getByRole('link', { name: 'Shortlists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlists' })).toBeVisible();
  await expect(menu).toBeHidden();

  await test.step('a drawer left open closes when the window widens past 1200 px', async () => {
    const drawer = await openMenu(page);
    await expect(drawer).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(railOf(page)).toBeVisible();
    await expect(page.getByRole('presentation')).toHaveCount(0);
    // Narrowed again, the page is not covered by the drawer of before.
    await page.setViewportSize(PHONE);
    await expect(railOf(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('presentation')).toHaveCount(0);
  });
});

test('a pre-rendered guest page carries the rail on a desktop, before any script', async ({
  browser,
}) => {
  for (const [viewport, isRailShown] of [
    [DESKTOP, true],
    [PHONE, false],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    if (isRailShown) {
      const rail = page.getByRole('navigation', { name: 'Menu' });
      await expect(rail).toBeVisible();
      await expect(rail.getByRole('link', { name: 'Log In' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    } else {
      await expect(railOf(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    }
    const before = await boxOf(page.getByRole('main'));
    await context.close();

    // The same page with its script: the page's content stays where the HTML put it.
    const live = await browser.newContext({ viewport });
    const hydrated = await live.newPage();
    await hydrated.goto('/login');
    await hydrated.getByLabel('Email').click();
    await expect(hydrated.getByLabel('Email')).toBeFocused();
    const after = await boxOf(hydrated.getByRole('main'));
    expect(after.x).toBe(before.x);
    expect(after.width).toBe(before.width);
    await live.close();
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the wizard's step heading shows below the app bar after Next at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ACCOUNTS.Client);
    await page.goto('/request-custom-music');
    const stepHeading = page.getByRole('heading', { level: 2 }).first();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Category and length' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Podcast', exact: true }).click();
    await page.getByRole('button', { name: '90 seconds', exact: true }).click();
    for (const next of ['Genre, mood and keywords', 'Instruments, tempo and key']) {
      // Next sits below the step's fields: the page is scrolled down to it, as a person does.
      const button = page.getByRole('button', { name: 'Next' });
      await button.scrollIntoViewIfNeeded();
      await button.click();
      const heading = page.getByRole('heading', { level: 2, name: next });
      await expect(heading).toBeFocused();
      // Scrolling settles before the heading's place is read.
      await expect
        .poll(async () => (await boxOf(heading)).y - (await appBarBottom(page)))
        .toBeGreaterThanOrEqual(0);
      const box = await boxOf(heading);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      if (next.startsWith('Genre')) {
        await page.getByRole('button', { name: 'Lo-fi', exact: true }).click();
        await page.getByRole('button', { name: 'Calm', exact: true }).click();
      }
    }
    await expect(stepHeading).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`wizard-${viewport.width}.png`) });
  });
}

test("on a phone the players' time stays beside the waveform", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_ACCOUNTS.Client);
  await page.goto('/cuebrief-music');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  const bar = page.getByTestId('player-bar');
  await expect(bar).toBeVisible();
  const waveform = await boxOf(bar.getByTestId('player-waveform'));
  const time = await boxOf(bar.getByTestId('player-time'));
  // On the waveform's row: its middle within the waveform's height, and to its right.
  const middle = time.y + time.height / 2;
  expect(middle).toBeGreaterThanOrEqual(waveform.y);
  expect(middle).toBeLessThanOrEqual(waveform.y + waveform.height);
  expect(time.x).toBeGreaterThanOrEqual(waveform.x + waveform.width - 1);
  expect(time.x + time.width).toBeLessThanOrEqual(PHONE.width);
  await bar.screenshot({ path: test.info().outputPath('player-390.png') });

  await test.step("the page's own player of each track keeps its time beside it too", async () => {
    const inline = page.getByRole('main').getByTestId('audio-waveform').first();
    const inlineWave = await boxOf(inline);
    const inlineTime = await boxOf(page.getByRole('main').getByTestId('audio-time').first());
    const inlineMiddle = inlineTime.y + inlineTime.height / 2;
    expect(inlineMiddle).toBeGreaterThanOrEqual(inlineWave.y);
    expect(inlineMiddle).toBeLessThanOrEqual(inlineWave.y + inlineWave.height);
    expect(inlineTime.x).toBeGreaterThanOrEqual(inlineWave.x + inlineWave.width - 1);
    expect(inlineTime.x + inlineTime.width).toBeLessThanOrEqual(PHONE.width);
  });
});
