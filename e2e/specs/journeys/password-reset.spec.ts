import type { Envelope, OutboxMessage, Paged, Tokens } from '@cuebrief/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, logInWithForm, test, openMenu, closeMenu } from '../../fixtures';
import { adminTokens, approvedComposer, dataOf } from '../../support/approved-composer';
import { SERVERS } from '../../support/servers';

const AUTH = '/users/v1/auth';
const NEW_PASSWORD = 'a new tune for a new week';

/** The reset link mailed to `email`, as an admin reads it in the outbox (no SMTP here). */
async function resetLinkTo(request: APIRequestContext, email: string): Promise<string> {
  const admin = await adminTokens(request);
  const response = await request.get('/users/v1/mail/outbox?pageSize=50', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  const outbox = (await response.json()) as Envelope<Paged<OutboxMessage>>;
  const mail = outbox.data.data.find(
    (message) => message.to === email && message.subject === 'Reset your Cuebrief password',
  );
  expect(mail, `a reset mail to ${email}`).toBeDefined();
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link, 'the reset link in the mail').toBeDefined();
  return link ?? '';
}

/**
 * A composer who forgot their password asks for a link on the login page, opens it from the
 * mail, sets a new password and logs in with it; the session they had elsewhere has ended, and
 * the link does not work twice (issue 18, item 15).
 */
test('a person who forgot their password resets it by mail and logs in', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { email, password } = await approvedComposer(request, {
    label: 'forgot',
    firstName: 'Rosa',
    lastName: 'Linde',
    password: 'the password I forgot',
  });
  // A session on another device, from before the reset.
  const elsewhere = await dataOf<Tokens>(
    await request.post(`${AUTH}/login`, { data: { email, password } }),
  );

  await test.step('asks for a link from the login page', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('1-link-sent.png'), fullPage: true });
  });

  const link = await resetLinkTo(request, email);
  expect(link.startsWith(`${SERVERS.main}/reset-password?token=`)).toBe(true);

  await test.step('opens the link and sets a new password', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel(/^New password/)).toHaveAttribute('type', 'text');
    await page.screenshot({ path: test.info().outputPath('2-new-password.png'), fullPage: true });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password is set. Log in with the new one.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the session from before has ended', async () => {
    const refresh = await request.post(`${AUTH}/refresh-token`, {
      data: { refreshToken: elsewhere.refreshToken },
    });
    expect(refresh.status()).toBe(401);
    const profile = await request.get(`${AUTH}/profile`, {
      headers: { authorization: `Bearer ${elsewhere.accessToken}` },
    });
    expect(profile.status()).toBe(401);
  });

  await test.step('logs in with the new password', async () => {
    await logInWithForm(page, email, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await openMenu(page);
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Submissions' }),
    ).toBeVisible();
    await closeMenu(page);
  });

  await test.step('the link does not work twice', async () => {
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('one more password');
    await page.getByLabel(/^Repeat the new password/).fill('one more password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This link no longer works')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('3-link-used.png'), fullPage: true });
  });
});
