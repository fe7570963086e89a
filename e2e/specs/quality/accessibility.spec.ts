import type {
  Album,
  ClientRequestSubmissions,
  ComposerRequest,
  Envelope,
  Paged,
  Role,
  ShortlistSummary,
  Tokens,
} from '@cuebrief/shared';
import type { Page } from '@playwright/test';
import { expect, signIn, DEMO_ACCOUNTS, test } from '../../fixtures';
import {
  DEMO_PASSWORD_SHARE_TOKEN,
  DEMO_SHARE_TOKEN,
} from '../../../apps/api/src/demo/demo-share-links';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../../support/axe';
import { PHONE } from '../../support/shortlists';

/** Every screen of this build, by who opens it. */
const SCREENS: Record<Role | 'Guest', string[]> = {
  Guest: [
    '/',
    '/info',
    '/login',
    '/choose-user-type',
    '/sign-up/composer',
    '/sign-up/client',
    '/question-answer/agency',
    '/question-answer/composer',
    '/contact-us',
    '/no-such-page',
  ],
  Client: [
    '/',
    '/request-custom-music',
    '/active-requests',
    '/requests-history',
    '/cuebrief-music',
    '/favourites',
    '/shortlists',
    '/question-answer/agency',
    '/contact-us',
    '/settings',
  ],
  Composer: [
    '/',
    '/requests-history',
    '/my-submissions',
    '/question-answer/composer',
    '/contact-us',
    '/settings',
  ],
  Admin: [
    '/',
    '/users',
    '/my-agencies',
    '/my-composers',
    '/cuebrief-music',
    '/shortlists',
    '/all-submissions',
    '/payments',
    '/placements',
    '/settings',
    '/inbox',
    '/inbox?tab=messages',
  ],
};

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Reads one call of the API as the signed-in viewer. */
async function apiGet<T>(page: Page, tokens: Tokens, path: string): Promise<T> {
  const response = await page.request.get(`/users/v1/request${path}`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** The first published demo album's page, which clients and admins both open. */
async function albumScreen(page: Page, tokens: Tokens): Promise<string> {
  const albums = await apiGet<Album[]>(page, tokens, '/albums');
  expect(albums.length, 'the demo data has albums').toBeGreaterThan(0);
  return `/cuebrief-music/${albums[0]!.id}`;
}

/** The demo shortlist's page (shared, with plays and a reaction), which clients and admins open. */
async function shortlistScreen(page: Page, tokens: Tokens): Promise<string> {
  const shortlists = await apiGet<ShortlistSummary[]>(page, tokens, '/shortlists');
  expect(shortlists.length, 'the demo data has a shortlist').toBeGreaterThan(0);
  return `/shortlists/${shortlists[0]!.id}`;
}

/**
 * Screens whose address holds a demo record's id: the client's submissions to a request of
 * theirs, the composer's submit form for an open request, an album of the catalogue, a shortlist.
 */
async function screensWithIds(page: Page, viewer: Role, tokens: Tokens): Promise<string[]> {
  if (viewer === 'Client') {
    const groups = await apiGet<ClientRequestSubmissions[]>(page, tokens, '/client/submissions');
    expect(groups.length, 'the demo client has submissions').toBeGreaterThan(0);
    return [
      `/requests/${groups[0]!.request.id}/submissions`,
      await albumScreen(page, tokens),
      await shortlistScreen(page, tokens),
    ];
  }
  if (viewer === 'Composer') {
    const open = await apiGet<Paged<ComposerRequest>>(page, tokens, '/composer/requests');
    expect(open.data.length, 'the demo data has open requests').toBeGreaterThan(0);
    return [`/requests/${open.data[0]!.id}/submit`];
  }
  return [await albumScreen(page, tokens), await shortlistScreen(page, tokens)];
}

/** Opens a screen and waits until it has settled: its heading shown, nothing still loading. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const [viewer, screens] of Object.entries(SCREENS) as [Role | 'Guest', string[]][]) {
  test(`every ${viewer.toLowerCase()} screen passes axe and fits a phone and a desktop`, async ({
    page,
  }) => {
    // Each screen at two widths, each checked by axe: minutes, not the default 30 s.
    test.setTimeout(180_000);
    const all = [...screens];
    if (viewer !== 'Guest') {
      const tokens = await signIn(page, DEMO_ACCOUNTS[viewer]);
      all.push(...(await screensWithIds(page, viewer, tokens)));
    }
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const path of all) {
        await test.step(`${path} on a ${viewport.name}`, async () => {
          await openScreen(page, path);
          const label = `${viewer} ${path} (${viewport.width} px)`;
          await expectNoSeriousViolations(page, label);
          await expectNoSidewaysScroll(page, label);
        });
      }
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoSeriousViolations(page, `${viewer} menu`);
    await page.screenshot({
      path: test.info().outputPath(`${viewer.toLowerCase()}-menu-phone.png`),
      fullPage: true,
    });
  });
}

/**
 * The recipient's page of a share link (its own lean entry, no account), as a phone opens the
 * demo's links (README): the shortlist with its players and reactions, the password form with a
 * wrong password's message, and a link that does not exist. The revoked page is the shortlists
 * journey's.
 */
test('the recipient’s page passes axe and fits a 390 px phone in each of its states', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  const check = async (label: string) => {
    await expectNoSeriousViolations(phone, label);
    await expectNoSidewaysScroll(phone, label);
  };

  await test.step('an open shortlist', async () => {
    await openScreen(phone, `/listen/${DEMO_SHARE_TOKEN}`);
    await expect(phone.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    await check('the recipient’s shortlist');
  });

  await test.step('the password form, after a wrong password', async () => {
    await openScreen(phone, `/listen/${DEMO_PASSWORD_SHARE_TOKEN}`);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
      'This shortlist is protected',
    );
    await phone.getByLabel('Password').fill('not-the-password');
    await phone.getByRole('button', { name: 'Open the shortlist' }).click();
    await expect(phone.getByRole('alert')).toContainText('That password is not right');
    await expect(phone.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await check('the recipient’s password form');
  });

  await test.step('a link that does not exist', async () => {
    await openScreen(phone, `/listen/${'A'.repeat(43)}`);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('This link does not exist');
    await check('the recipient’s page of an unknown link');
  });
  await phone.context().close();
});

test('the menu works from the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Open menu' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Focus moves into the drawer; Tab walks its links; Enter follows one.
  await page.keyboard.press('Tab');
  await expect(menu.locator(':focus')).toHaveCount(1);
  const login = menu.getByRole('link', { name: 'Log In' });
  await login.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(menu).toBeHidden();
  // A control reached with Tab shows a plain focus ring: on the login page, Tab goes from the
  // email field (focused on arrival) to the password and on to its show/hide button. MUI marks
  // keyboard focus on the render after the focus event, so the ring may take a frame.
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const showPassword = page.getByRole('button', { name: 'Show password' });
  await expect(showPassword).toBeFocused();
  await expect
    .poll(() => showPassword.evaluate((element) => getComputedStyle(element).outlineStyle))
    .toBe('solid');
});
