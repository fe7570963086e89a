import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from '../fixtures';

/** A fresh address for a sign-up, so runs and specs never meet on one account. */
export const uniqueEmail = (name: string, domain: string) =>
  `${name}-${randomUUID().slice(0, 8)}@${domain}`;

/** Who signs up: a name, an address and a password. */
export type NewPerson = { firstName: string; lastName: string; email: string; password: string };

/** What an agency's sign-up asks besides the person. */
export type NewAgency = { name: string; website: string; city: string; country: string };

/**
 * Fills and sends the sign-up form of a composer (with a PRO) or of an agency, from the page
 * that asks which one the person is (`/choose-user-type`), and expects the thank-you page.
 */
export async function signUpWithForm(
  page: Page,
  person: NewPerson,
  as: { composer: { pro: string } } | { agency: NewAgency },
): Promise<void> {
  await page
    .getByRole('link', { name: 'composer' in as ? /I am a composer/ : /I am an agency/ })
    .click();
  await page.getByLabel(/First name/).fill(person.firstName);
  await page.getByLabel(/Last name/).fill(person.lastName);
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  if ('composer' in as) {
    await page.getByLabel(/^PRO/).fill(as.composer.pro);
  } else {
    await page.getByLabel(/^Agency name/).fill(as.agency.name);
    await page.getByLabel(/^Website/).fill(as.agency.website);
    await page.getByLabel(/^City/).fill(as.agency.city);
    await page.getByLabel(/^Country/).fill(as.agency.country);
  }
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for signing up' })).toBeVisible();
}

/**
 * An admin, in a browser of their own, decides on one person on New Users: the demo admin unless
 * another is given. A screenshot of the review dialog is kept when named.
 */
export async function adminDecides(
  browser: Browser,
  person: string,
  decision: 'Confirm' | 'Reject',
  options: { screenshot?: string; admin?: { email: string; password: string } } = {},
): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  try {
    const { email, password } = options.admin ?? {
      email: DEMO_ACCOUNTS.Admin,
      password: DEMO_PASSWORD,
    };
    await signIn(admin, email, password);
    await admin.goto('/users');
    await expect(admin.getByRole('heading', { name: 'New Users' })).toBeVisible();
    await admin.getByRole('button', { name: `Review ${person}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Accept ${person}?` });
    await expect(dialog).toBeVisible();
    if (options.screenshot) {
      await admin.screenshot({ path: test.info().outputPath(options.screenshot), fullPage: true });
    }
    await dialog.getByRole('button', { name: decision }).click();
    const outcome = decision === 'Confirm' ? 'accepted' : 'rejected';
    await expect(admin.getByText(`${person} was ${outcome}.`)).toBeVisible();
    await expect(admin.getByRole('button', { name: `Review ${person}` })).toHaveCount(0);
  } finally {
    await context.close();
  }
}
