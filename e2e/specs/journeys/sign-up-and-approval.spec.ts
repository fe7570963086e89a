import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  MENUS,
  expectMenu,
  expect,
  logInWithForm,
  signIn,
  test,
} from '../../fixtures';

const uniqueEmail = (name: string, domain: string) =>
  `${name}-${randomUUID().slice(0, 8)}@${domain}`;

/** An admin, in a browser of their own, decides on one person on New Users. */
async function adminDecides(
  browser: Browser,
  person: string,
  decision: 'Confirm' | 'Reject',
  screenshot: string,
): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  try {
    await signIn(admin, DEMO_ACCOUNTS.Admin);
    await admin.goto('/users');
    await expect(admin.getByRole('heading', { name: 'New Users' })).toBeVisible();
    await admin.getByRole('button', { name: `Review ${person}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Accept ${person}?` });
    await expect(dialog).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath(screenshot), fullPage: true });
    await dialog.getByRole('button', { name: decision }).click();
    const outcome = decision === 'Confirm' ? 'accepted' : 'rejected';
    await expect(admin.getByText(`${person} was ${outcome}.`)).toBeVisible();
    await expect(admin.getByRole('button', { name: `Review ${person}` })).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/**
 * A composer's first days: sign up in the app, be told to wait, be accepted by an admin, log in
 * to exactly the composer's menu, change the password, log out and back in with the new one.
 */
test('a composer signs up, is approved, changes password and logs in again', async ({
  page,
  browser,
}) => {
  // Eight steps and four password checks (argon2id on purpose): more than the default 30 s.
  test.setTimeout(90_000);
  const email = uniqueEmail('mia', 'composers.example');
  const password = 'a long password';
  const newPassword = 'an even longer password';

  await test.step('sign up as a composer', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up' }).first().click();
    await page.getByRole('link', { name: /I am a composer/ }).click();
    await page.getByLabel(/First name/).fill('Mia');
    await page.getByLabel(/Last name/).fill('Stone');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^PRO/).fill('BMI');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for signing up' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(email);
    await page.screenshot({
      path: test.info().outputPath('1-awaiting-approval.png'),
      fullPage: true,
    });
  });

  await test.step('a pending account is told why it cannot log in', async () => {
    await logInWithForm(page, email, password);
    await expect(page.getByText(/waiting for approval/)).toBeVisible();
  });

  await test.step('an admin accepts the composer on New Users', async () => {
    await adminDecides(browser, 'Mia Stone', 'Confirm', '2-admin-review.png');
  });

  await test.step('the composer logs in and sees exactly the composer menu', async () => {
    await logInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Welcome back, Mia')).toBeVisible();
    await expectMenu(page, MENUS.Composer);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('3-composer-menu.png'), fullPage: true });
    await menu.getByRole('link', { name: 'Settings' }).click();
  });

  await test.step('the composer changes the password on Settings', async () => {
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByLabel(/^Current password/).fill(password);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Repeat the new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('UPDATE PASSWORD SUCCESS')).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('4-password-changed.png'),
      fullPage: true,
    });
  });

  await test.step('logs out, cannot use the old password, logs in with the new one', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectMenu(page, MENUS.Guest);
    await page.keyboard.press('Escape');

    await logInWithForm(page, email, password);
    await expect(page.getByText('Login is failed')).toBeVisible();
    await logInWithForm(page, email, newPassword);
    await expect(page.getByText('Welcome back, Mia')).toBeVisible();
  });
});

/** An agency signs up, an admin rejects it, and the agency is told why it cannot log in. */
test('an agency signs up, is rejected, and is told why on log in', async ({ page, browser }) => {
  const email = uniqueEmail('noah', 'harbourlight.example');
  const password = 'a long password';

  await test.step('sign up as an agency', async () => {
    await page.goto('/choose-user-type');
    await page.getByRole('link', { name: /I am an agency/ }).click();
    await page.getByLabel(/First name/).fill('Noah');
    await page.getByLabel(/Last name/).fill('Reed');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Agency name/).fill('Harbourlight');
    await page.getByLabel(/^Website/).fill('https://harbourlight.example');
    await page.getByLabel(/^City/).fill('Lisbon');
    await page.getByLabel(/^Country/).fill('Portugal');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for signing up' })).toBeVisible();
  });

  await test.step('an admin rejects the agency', async () => {
    await adminDecides(browser, 'Noah Reed', 'Reject', '1-admin-rejects.png');
  });

  await test.step('the rejected agency is told why it cannot log in', async () => {
    await logInWithForm(page, email, password);
    await expect(page.getByText(/sign-up was not approved/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.screenshot({ path: test.info().outputPath('2-rejected-login.png'), fullPage: true });
  });
});
