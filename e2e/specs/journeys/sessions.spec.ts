import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Envelope, Profile, Tokens } from '@cuebrief/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from '../../fixtures';

const AUTH = '/users/v1/auth';

/** An envelope's data, once the call answered 200 (else the test fails with its message). */
async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(response.status(), body.status.message).toBe(200);
  return body.data;
}

/**
 * A composer of this test's own, signed up and accepted through the API: the demo accounts are
 * signed in by other specs too, so their lists of sessions are not this test's to count.
 */
async function approvedComposer(request: APIRequestContext) {
  const email = `sessions-${randomUUID().slice(0, 8)}@composers.example`;
  const password = 'a long password for two laptops';
  const profile = await dataOf<Profile>(
    await request.post(`${AUTH}/register/composer`, {
      data: { email, password, firstName: 'Noor', lastName: 'Haddad', pro: 'PRS' },
    }),
  );
  const admin = await dataOf<Tokens>(
    await request.post(`${AUTH}/login`, {
      data: { email: DEMO_ACCOUNTS.Admin, password: DEMO_PASSWORD },
    }),
  );
  await dataOf(
    await request.post(`${AUTH}/users-access/${profile.uuid}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    }),
  );
  return { email, password };
}

/**
 * Signed in on two browsers as the same person, the first sees both sessions in Settings and
 * signs the other out; the second is sent to the login page at its next step.
 */
test('a person signs another browser out from Settings', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const { email, password } = await approvedComposer(request);
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
    await second.getByRole('button', { name: 'Open menu' }).click();
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
