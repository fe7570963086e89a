import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The sandbox's test card that pays. */
const PAYING_CARD = '4242 4242 4242 4242';
const CHECKOUT_SUCCESS =
  'Thank you for contacting us, we will get back to you as soon as possible.';

/**
 * Pays on the sandbox's checkout page, where `page` has just gone, with the test card that
 * pays; lands back on the app's Offers & Licences with its thank-you.
 */
export async function payInSandbox(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/users\/v1\/payment\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Card number').fill(PAYING_CARD);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByText(CHECKOUT_SUCCESS)).toBeVisible();
}

/** An admin opens the offers on `title` from All Submissions: the dialog, showing `price`. */
export async function openOffersOn(admin: Page, title: string, price: string): Promise<Locator> {
  await admin.goto('/all-submissions');
  await admin.getByRole('button', { name: `Offers on ${title}`, exact: true }).click();
  const offers = admin.getByTestId('offers-dialog');
  await expect(offers).toContainText(price);
  return offers;
}

/** An admin accepts `client`'s offer of `price` on `title`, confirming it: a checkout awaits payment. */
export async function acceptOffer(
  admin: Page,
  offer: { title: string; client: string; price: string },
): Promise<void> {
  const offers = await openOffersOn(admin, offer.title, offer.price);
  await offers.getByRole('button', { name: `Accept the offer of ${offer.client}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(confirm).toContainText(offer.price);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('The offer is accepted.', { exact: false })).toBeVisible();
  await expect(offers).toContainText('Awaiting payment');
}

/** The client pays the licence of `title` from Offers & Licences and sees it licensed. */
export async function payForLicence(client: Page, title: string, amount: string): Promise<void> {
  await client.goto('/offers');
  await client.getByRole('link', { name: `Pay for the licence of ${title}` }).click();
  await payInSandbox(client, amount);
  const licences = client.getByRole('region', { name: 'Licences' });
  await expect(licences).toContainText('Licensed');
  await expect(licences).toContainText(/No\. CB-\d{4}-\d{6}/);
  await expect(licences).toContainText('The files are on their way');
}

/** The client downloads the licence PDF of `title` from the page it is on: a PDF under the licence's number. */
export async function downloadLicencePdf(client: Page, title: string): Promise<void> {
  const downloading = client.waitForEvent('download');
  await client
    .getByRole('button', { name: `Download the licence PDF of ${title}` })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^licence-CB-\d{4}-\d{6}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
}
