import type { Browser, Page } from '@playwright/test';
import type { Envelope, OutboxMessage, Paged } from '@cuebrief/shared';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';

const PAYING_CARD = '4242 4242 4242 4242';
const CHECKOUT_SUCCESS =
  'Thank you for contacting us, we will get back to you as soon as possible.';

/** A page of its own, signed in as `email`. */
async function pageFor(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** Pays on the sandbox's checkout page with the test card that pays; lands back in the app. */
async function payInSandbox(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/users\/v1\/payment\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Card number').fill(PAYING_CARD);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(CHECKOUT_SUCCESS)).toBeVisible();
}

/** Opens a catalogue track's offer dialog and sends a price: a premium action. */
async function offerOnTrack(page: Page, track: string, dollars: string): Promise<void> {
  await page.goto('/cuebrief-music');
  await page
    .getByRole('link', { name: /Northern Lights/ })
    .first()
    .click();
  await page.getByRole('button', { name: `Offer to license ${track}` }).click();
  const dialog = page.getByRole('dialog', { name: `Offer to license “${track}”` });
  await dialog.getByLabel('Your offer').fill(dollars);
  await dialog.getByRole('button', { name: 'Send offer' }).click();
}

/**
 * Chloe's free trial is over (demo data). This spec runs after the requests journey, which
 * relies on her meeting the "Upgrade Your Plan" dialog there; files run in name order.
 */
test('a client whose trial ended meets the upgrade dialog, pays in the sandbox and can act', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'chloe@bluefern.example');

  await test.step('a premium action opens "Upgrade Your Plan"', async () => {
    await offerOnTrack(page, 'Aurora Rising', '700');
    const upgrade = page.getByRole('dialog', { name: 'Upgrade Your Plan' });
    await expect(upgrade).toBeVisible();
    await upgrade.getByRole('radio', { name: /Monthly/ }).check();
    await upgrade.getByRole('button', { name: 'Confirm' }).click();
  });

  await test.step('pays $100 for a month on the sandbox checkout', async () => {
    await payInSandbox(page, '$100.00');
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

  const offers = page.getByTestId('offers-dialog');
  const openOffers = async () => {
    await page.goto('/all-submissions');
    await page.getByRole('button', { name: `Offers on ${title}`, exact: true }).click();
    await expect(offers).toContainText('$3,800');
  };

  await test.step('the admin accepts the offer', async () => {
    await openOffers();
    await offers.getByRole('button', { name: 'Accept the offer of Ava Morgan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept this offer?' });
    await expect(confirm).toContainText('$3,800');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The offer is accepted.', { exact: false })).toBeVisible();
    await expect(offers).toContainText('Awaiting payment');
  });

  await test.step('the client pays the licence in the sandbox', async () => {
    await client.goto('/settings');
    await client.getByRole('link', { name: `Pay for the licence of ${title}` }).click();
    await payInSandbox(client, '$3,800.00');
    const licences = client.getByRole('region', { name: 'Licences' });
    await expect(licences).toContainText('Licensed');
    await expect(licences).toContainText(/No\. CB-\d{4}-\d{6}/);
    await expect(licences).toContainText('The files are on their way');
  });

  await test.step('the licence PDF downloads', async () => {
    const downloading = client.waitForEvent('download');
    await client
      .getByRole('button', { name: `Download the licence PDF of ${title}` })
      .first()
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^licence-CB-\d{4}-\d{6}\.pdf$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('the admin sends the download links', async () => {
    await openOffers();
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
    await client.goto('/settings');
    const licences = client.getByRole('region', { name: 'Licences' });
    await expect(
      licences.getByRole('link', { name: `Download the WAV of ${title}` }),
    ).toBeVisible();
    await client.screenshot({ path: test.info().outputPath('2-licensed.png'), fullPage: true });
  });
});
