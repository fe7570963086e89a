import { RAIL_MIN_WIDTH, expect, test } from '../../fixtures';
import {
  DEMO_PASSWORD_SHARE_TOKEN,
  DEMO_SHARE_TOKEN,
} from '../../../apps/api/src/demo/demo-share-links';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../../support/axe';
import { openScreen } from '../../support/screens-axe';
import { PHONE } from '../../support/shortlists';

// Every signed-in and guest screen is checked in accessibility-<viewer>.spec.ts.

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

test('the menu drawer works from the keyboard alone', async ({ page }) => {
  // The drawer is the menu below the rail's width (decision 046); the rail's keyboard use is
  // walked in specs/journeys/menu-rail.spec.ts.
  await page.setViewportSize({ width: RAIL_MIN_WIDTH - 1, height: 800 });
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
