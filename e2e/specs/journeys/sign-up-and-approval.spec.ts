import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';

/**
 * The first journey of every account: a composer signs up in the app, is told to wait, cannot
 * log in yet; an admin accepts them on New Users; then they log in and see their own menu.
 */
test('a composer signs up, an admin approves, the composer logs in', async ({ page, browser }) => {
  const email = `mia-${randomUUID().slice(0, 8)}@composers.example`;
  const password = 'a long password';

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
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(/waiting for approval/)).toBeVisible();
  });

  await test.step('an admin accepts the composer on New Users', async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      await signIn(admin, DEMO_ACCOUNTS.Admin);
      await admin.goto('/users');
      await expect(admin.getByRole('heading', { name: 'New Users' })).toBeVisible();
      await admin.getByRole('button', { name: 'Review Mia Stone' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Accept Mia Stone?' });
      await expect(dialog.getByText('BMI')).toBeVisible();
      await admin.screenshot({
        path: test.info().outputPath('2-admin-review.png'),
        fullPage: true,
      });
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(admin.getByText('Mia Stone was accepted.')).toBeVisible();
      await expect(admin.getByRole('button', { name: 'Review Mia Stone' })).toHaveCount(0);
    } finally {
      await adminContext.close();
    }
  });

  await test.step('the composer logs in and sees the composer menu', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Welcome back, Mia')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'New Users' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('3-composer-menu.png'), fullPage: true });
  });
});
