import { RATE_LIMITS, type Envelope } from '@cuebrief/shared';
import type { Page } from '@playwright/test';
import { expect, logInWithForm, test, openMenu } from '../../fixtures';
import {
  TWO_FACTOR_ADMIN,
  awayFromStepEnd,
  totpCode,
  wrongTotpCode,
} from '../../support/two-factor';

// Issue 16, point 7 (docs/contracts.md#admin-two-factor): an admin turns on two-factor sign-in
// in Settings, then signs in with a code from the app, with a recovery code once, and is limited
// after wrong codes as after wrong passwords.

const { email, password } = TWO_FACTOR_ADMIN;

async function logOut(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Email and password through the form; the second step then asks for a code. */
async function passwordStep(page: Page) {
  await logInWithForm(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

const verify = (page: Page) => page.getByRole('button', { name: 'Verify and log in' }).click();

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Welcome back/)).toBeVisible();
}

test('an admin turns on two-factor sign-in and signs in with codes', async ({ page }) => {
  test.setTimeout(120_000);
  let secret = '';
  let recoveryCodes: string[] = [];

  await test.step('enrols in Settings: QR code, key, a code, the recovery codes once', async () => {
    await logInWithForm(page, email, password);
    await expectSignedIn(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section.getByText('Off', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Set up' }).click();
    await expect(
      section.getByRole('img', { name: 'QR code for two-factor sign-in' }),
    ).toBeVisible();
    // The key as a person would type it into their app: the groups of four, joined.
    secret = ((await section.getByLabel('Key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // The code of the step before is accepted too: confirming with it leaves the present step's
    // code unused, so signing in below needs no wait for the next step.
    await awayFromStepEnd(8_000);
    await section.getByLabel(/Code from your app/).fill(totpCode(secret, -1));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('region', { name: 'Your recovery codes' });
    await expect(codes.getByText(/shown only this once/)).toBeVisible();
    recoveryCodes = await codes.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await page.screenshot({ path: test.info().outputPath('recovery-codes.png'), fullPage: true });
    await codes.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    await logOut(page);
  });

  await test.step('signs in with the code from the app', async () => {
    await passwordStep(page);
    const code = page.getByLabel(/Code from your app/);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(totpCode(secret));
    await verify(page);
    await expectSignedIn(page);
    await logOut(page);
  });

  await test.step('signs in with a recovery code, which is refused the second time', async () => {
    const [recovery] = recoveryCodes;
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel(/Recovery code/).fill(recovery!);
    await verify(page);
    await expectSignedIn(page);
    await logOut(page);

    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel(/Recovery code/).fill(recovery!);
    await verify(page);
    await expect(
      page.getByText('That recovery code is not right, or it was used already.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('is limited after wrong codes, even with the right one', async () => {
    // The refused recovery code was one failure; the rest go through the API, where the page
    // would only be slower.
    const limit = RATE_LIMITS.failedLoginsPerAccountAndAddress.limit;
    const answers: string[] = [];
    for (let i = 0; i < limit && !answers.includes('429'); i++) {
      const response = await page.request.post('/users/v1/auth/login', {
        data: { email, password, code: wrongTotpCode(secret) },
      });
      const body = (await response.json()) as Envelope<null>;
      answers.push(response.status() === 429 ? '429' : `${response.status()} ${body.status.error}`);
    }
    expect(answers.at(-1)).toBe('429');
    expect(answers.slice(0, -1)).toEqual(Array(answers.length - 1).fill('401 SECOND_FACTOR_WRONG'));
    expect(answers.length).toBeLessThanOrEqual(limit);

    await page.getByRole('button', { name: 'Use the code from your app' }).click();
    await page.getByLabel(/Code from your app/).fill(totpCode(secret));
    await verify(page);
    await expect(page.getByText(/Too many attempts/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
