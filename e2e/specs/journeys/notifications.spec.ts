import type { Browser, Page } from '@playwright/test';
import type { ClientRequestSubmissions, Envelope, Tokens } from '@cuebrief/shared';
import { DEMO_ACCOUNTS, expect, signIn, test, openMenu } from '../../fixtures';
import { acceptOffer } from '../../support/checkout';

/**
 * Marc's own take and price (demo data: Bluefern's "Night Laps"), so no other spec's offer on
 * the demo's music is touched.
 */
const MARC = 'marc@bluefern.example';
const TITLE = 'Night Laps';
const PRICE = 1234;

/** A page of its own, signed in as `email`. */
async function pageFor(browser: Browser, email: string): Promise<{ page: Page; tokens: Tokens }> {
  const page = await (await browser.newContext()).newPage();
  return { page, tokens: await signIn(page, email) };
}

/** The client offers `PRICE` dollars on their take `TITLE`, through the API. */
async function offerOnTake(page: Page, tokens: Tokens): Promise<void> {
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const listed = await page.request.get('/users/v1/request/client/submissions', { headers });
  const groups = ((await listed.json()) as Envelope<ClientRequestSubmissions[]>).data;
  const take = groups
    .flatMap((group) => group.submissions.flatMap((submission) => submission.audios))
    .find((audio) => audio.title === TITLE);
  expect(take, `the demo client has the take ${TITLE}`).toBeDefined();
  const offered = await page.request.post('/users/v1/request/client/audio-review', {
    headers,
    data: { audioId: take!.id, audioType: 'submission', price: PRICE },
  });
  expect(offered.status()).toBe(200);
}

/** The bell's unread count, as its label says it ("Notifications, 3 unread"). */
async function unreadOf(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test('a client hears of an accepted offer from the bell, and an admin reads the mail in the Outbox', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ACCOUNTS.Admin);
  const client = await pageFor(browser, MARC);
  await offerOnTake(client.page, client.tokens);
  await expect(client.page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  // The count has come once nothing is loading.
  await client.page.waitForLoadState('networkidle');
  const before = await unreadOf(client.page);

  await test.step('the admin accepts the offer', async () => {
    await acceptOffer(page, { title: TITLE, client: 'Marc Dubois', price: '$1,234' });
  });

  await test.step('the client’s bell counts it once the window has focus again', async () => {
    await client.page.bringToFront();
    await client.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(
      client.page.getByRole('button', { name: `Notifications, ${before + 1} unread` }),
    ).toBeVisible();
    await client.page.screenshot({ path: testInfo.outputPath('bell-with-count.png') });
  });

  await test.step('the client opens the list and the notification', async () => {
    await client.page.getByRole('button', { name: /^Notifications/ }).click();
    const list = client.page.getByRole('dialog', { name: 'Notifications' });
    const accepted = list.getByRole('link', {
      name: /Your offer of \$1,234 for "Night Laps" was accepted: the checkout is ready\. \(unread\) just now/,
    });
    await expect(accepted).toBeVisible();
    await client.page.screenshot({ path: testInfo.outputPath('notifications-list.png') });
    await accepted.click();
    await expect(list).toBeHidden();
    await expect(client.page).toHaveURL(/\/(settings|offers)$/);
    await expect(client.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      client.page.getByRole('button', {
        name: before > 0 ? `Notifications, ${before} unread` : 'Notifications',
      }),
    ).toBeVisible();
  });

  await test.step('on a phone, the list fits the screen', async () => {
    await client.page.setViewportSize({ width: 390, height: 844 });
    await client.page.getByRole('button', { name: /^Notifications/ }).click();
    const list = client.page.getByRole('dialog', { name: 'Notifications' });
    await expect(list.getByRole('link', { name: /Night Laps/ }).first()).toBeVisible();
    // The popover fades in: the picture is taken once it has.
    await expect(
      list.locator('xpath=ancestor-or-self::*[contains(@class,"MuiPopover-paper")]'),
    ).toHaveCSS('opacity', '1');
    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await client.page.screenshot({ path: testInfo.outputPath('notifications-phone.png') });
    await client.page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  });

  await test.step('the admin opens the Outbox from the menu and reads the mail', async () => {
    // The offers dialog the admin answered in is still open: close it first.
    await page.keyboard.press('Escape');
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Outbox' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const mail = page.getByRole('button', { name: /Night Laps/ }).first();
    await expect(mail).toContainText(`To ${MARC}`);
    await mail.click();
    await expect(page.getByText(/\/users\/v1\/payment\/sandbox\/checkout\//).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('outbox.png'), fullPage: true });
  });
});
