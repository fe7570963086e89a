import { expect, signIn, test, openMenu } from '../../fixtures';
import { approvedComposer } from '../../support/approved-composer';

/**
 * Signed in on two browsers as the same person, the first sees both sessions in Settings and
 * signs the other out; the second is sent to the login page at its next step.
 */
test('a person signs another browser out from Settings', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const { email, password } = await approvedComposer(request, {
    label: 'sessions',
    firstName: 'Noor',
    lastName: 'Haddad',
    password: 'a long password for two laptops',
  });
  const laptop = await browser.newContext();
  const other = await browser.newContext();
  try {
    const first = await laptop.newPage();
    const second = await other.newPage();
    await signIn(second, email, password);
    await expect(second.getByText('Welcome back, Noor')).toBeVisible();
    await signIn(first, email, password);

    await first.goto('/settings');
    const sessions = first.getByRole('region', { name: 'Signed-in sessions' });
    const cards = sessions.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByText('This device')).toBeVisible();
    await expect(cards.nth(1).getByText('This device')).toHaveCount(0);
    await first.screenshot({ path: test.info().outputPath('1-two-sessions.png'), fullPage: true });

    await cards
      .nth(1)
      .getByRole('button', { name: /^Sign out of / })
      .click();
    const dialog = first.getByRole('dialog', { name: /^Sign out of .+\?$/ });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(first.getByText('That session was signed out.')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();

    // The other browser's next step meets its ended session, cannot refresh it, and logs out.
    await openMenu(second);
    await second
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await second.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    await second.screenshot({ path: test.info().outputPath('2-signed-out.png'), fullPage: true });

    // The first goes on, and on a phone the list fits the screen's width.
    await first.setViewportSize({ width: 390, height: 844 });
    await first.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByText('This device')).toBeVisible();
    expect(await first.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await sessions.scrollIntoViewIfNeeded();
    await first.screenshot({ path: test.info().outputPath('3-phone.png') });
  } finally {
    await laptop.close();
    await other.close();
  }
});
