import type { Browser, Page } from '@playwright/test';
import type { Envelope, OutboxMessage, Paged } from '@cuebrief/shared';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import {
  acceptOffer,
  downloadLicencePdf,
  openOffersOn,
  payForLicence,
  payInSandbox,
} from '../../support/checkout';

/** A page of its own, signed in as `email`. */
async function pageFor(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** Opens a catalogue track's album and presses its "Offer to license": a premium action. */
async function pressOfferOnTrack(page: Page, track: string): Promise<void> {
  await page.goto('/cuebrief-music');
  await page
    .getByRole('link', { name: /Northern Lights/ })
    .first()
    .click();
  await page.getByRole('button', { name: `Offer to license ${track}` }).click();
}

/** Offers a price on a catalogue track through its offer dialog. */
async function offerOnTrack(page: Page, track: string, dollars: string): Promise<void> {
  await pressOfferOnTrack(page, track);
  const dialog = page.getByRole('dialog', { name: `Offer to license “${track}”` });
  await dialog.getByLabel('Your offer').fill(dollars);
  await dialog.getByRole('button', { name: 'Send offer' }).click();
}

/**
 * Chloe's free trial is over (demo data). This spec runs after the requests journey, which
 * relies on her being offered the upgrade there; files run in name order.
 */
test('a client whose trial ended meets the upgrade dialog, pays in the sandbox and can act', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'chloe@bluefern.example');

  await test.step('a premium action opens "Upgrade Your Plan" before anything is typed', async () => {
    // writingAccess is false: the offer says it needs a plan and asks for no price first.
    await pressOfferOnTrack(page, 'Aurora Rising');
    await expect(page.getByRole('dialog', { name: /Offer to license/ })).toHaveCount(0);
    const upgrade = page.getByRole('dialog', { name: 'Upgrade Your Plan' });
    await expect(upgrade).toBeVisible();
    await upgrade.getByRole('radio', { name: /Monthly/ }).check();
    await upgrade.getByRole('button', { name: 'Confirm' }).click();
  });

  await test.step('pays $100 for a month on the sandbox checkout', async () => {
    await payInSandbox(page, '$100.00');
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByRole('row', { name: /Monthly subscription.*Paid/ })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText(/Your Monthly subscription renews on/i)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('1-subscribed.png'), fullPage: true });
  });

  await test.step('the premium action now goes through', async () => {
    await offerOnTrack(page, 'Aurora Rising', '700');
    await expect(page.getByText('Thanks, we will contact you shortly.')).toBeVisible();
  });
});

/**
 * Ava's offer of $3,800 on Lena's "Sunrise Circuit" (demo data): an admin accepts it, Ava pays
 * in the sandbox and downloads the licence PDF, the admin sends the download links, which
 * arrive in the outbox and serve the files.
 */
test('an accepted offer is paid, licensed, and its files delivered', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = 'Sunrise Circuit';
  const adminTokens = await signIn(page, DEMO_ACCOUNTS.Admin);
  const client = await pageFor(browser, DEMO_ACCOUNTS.Client);

  const offer = { title, client: 'Ava Morgan', price: '$3,800' };

  await test.step('the admin accepts the offer', async () => {
    await acceptOffer(page, offer);
  });

  await test.step('the client pays the licence in the sandbox', async () => {
    await payForLicence(client, title, '$3,800.00');
  });

  await test.step('the licence PDF downloads', async () => {
    await downloadLicencePdf(client, title);
  });

  await test.step('the admin sends the download links', async () => {
    const offers = await openOffersOn(page, title, offer.price);
    await expect(offers).toContainText(/Licence CB-\d{4}-\d{6}/);
    await offers.getByRole('button', { name: 'Send download info to Ava Morgan' }).click();
    await page
      .getByRole('dialog', { name: 'Send the download links?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText('The download links were sent to the client.')).toBeVisible();
  });

  await test.step('the links arrive in the outbox and serve the files', async () => {
    const response = await page.request.get('/users/v1/mail/outbox?pageSize=50', {
      headers: { authorization: `Bearer ${adminTokens.accessToken}` },
    });
    const outbox = (await response.json()) as Envelope<Paged<OutboxMessage>>;
    const mail = outbox.data.data.find(
      (message) => message.to === DEMO_ACCOUNTS.Client && message.text.includes('/users/v1/media/'),
    );
    expect(mail, 'a mail to the client with download links').toBeDefined();
    const links = mail?.text.match(/https?:\/\/\S+\/users\/v1\/media\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(1);
    for (const link of links) {
      const file = await page.request.get(link);
      expect(file.status(), link).toBe(200);
      expect((await file.body()).length).toBeGreaterThan(0);
    }
  });

  await test.step('the client sees the files in the app', async () => {
    await client.goto('/offers');
    const licences = client.getByRole('region', { name: 'Licences' });
    await expect(
      licences.getByRole('link', { name: `Download the WAV of ${title}` }),
    ).toBeVisible();
    await client.screenshot({ path: test.info().outputPath('2-licensed.png'), fullPage: true });
  });
});
