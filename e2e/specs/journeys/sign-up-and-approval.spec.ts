import {
  MENUS,
  expectMenu,
  expect,
  logInWithForm,
  test,
  openMenu,
  closeMenu,
} from '../../fixtures';
import { adminDecides, signUpWithForm, uniqueEmail } from '../../support/sign-ups';

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
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).first().click();
    const mia = { firstName: 'Mia', lastName: 'Stone', email, password };
    await signUpWithForm(page, mia, { composer: { pro: 'BMI' } });
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('1-awaiting-approval.png'),
      fullPage: true,
    });
  });

  await test.step('a pending account is told why it cannot log in, in one message', async () => {
    await logInWithForm(page, email, password);
    await expect(page.getByText(/waiting for approval/)).toBeVisible();
    // The spec's "Login is failed" toast is for wrong credentials: beside the notice it would
    // contradict it. The toast would show at once with the notice, so its absence now is telling.
    await expect(page.getByRole('alert')).toHaveText([/waiting for approval/]);
    await expect(page.getByText('Login is failed')).toHaveCount(0);
  });

  await test.step('an admin accepts the composer on New Users', async () => {
    await adminDecides(browser, 'Mia Stone', 'Confirm', { screenshot: '2-admin-review.png' });
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
    await openMenu(page);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectMenu(page, MENUS.Guest);
    await closeMenu(page);

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
    await signUpWithForm(
      page,
      { firstName: 'Noah', lastName: 'Reed', email, password },
      {
        agency: {
          name: 'Harbourlight',
          website: 'https://harbourlight.example',
          city: 'Lisbon',
          country: 'Portugal',
        },
      },
    );
  });

  await test.step('an admin rejects the agency', async () => {
    await adminDecides(browser, 'Noah Reed', 'Reject', { screenshot: '1-admin-rejects.png' });
  });

  await test.step('the rejected agency is told why it cannot log in', async () => {
    await logInWithForm(page, email, password);
    await expect(page.getByText(/sign-up was not approved/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.screenshot({ path: test.info().outputPath('2-rejected-login.png'), fullPage: true });
  });
});
