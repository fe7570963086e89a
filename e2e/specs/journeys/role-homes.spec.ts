import type { ClientRequestSubmissions, Envelope, Role } from '@cuebrief/shared';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import { requestApi } from '../../support/request-api';

// Issue 18, item 13 (docs/contracts.md#homes): each signed-in role opens `/` on its own work at a
// glance, reaches the whole list from each card, by mouse or keyboard, at desktop and phone width.

const PHONE = { width: 390, height: 844 };

/** The home at desktop and phone width, each saved beside the test's results. */
async function shoot(page: Page, role: Role) {
  await page.screenshot({ path: test.info().outputPath(`${role}-home.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  // Nothing of the home is wider than the phone's screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${role}-home-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a client sees new takes per request and pays an accepted offer from Home', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const client = await signIn(page, DEMO_ACCOUNTS.Client);
  const admin = await page.request
    .post('/users/v1/auth/login', {
      data: { email: DEMO_ACCOUNTS.Admin, password: 'cuebrief-demo' },
    })
    .then(async (response) => ((await response.json()) as Envelope<typeof client>).data);

  await test.step('an offer of the client is accepted, so a checkout waits for them', async () => {
    const [group] = await requestApi<ClientRequestSubmissions[]>(
      page,
      client,
      'get',
      '/client/submissions?limit=1',
    );
    const audio = group?.submissions[0]?.audios[0];
    if (!audio) throw new Error('the demo client has no take');
    const offer = await requestApi<{ id: string }>(page, client, 'post', '/client/audio-review', {
      data: { audioId: audio.id, audioType: 'submission', price: 1234 },
    });
    const response = await page.request.post('/users/v1/payment/admin/send-client-checkout', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { status: 'accepted', patientAudioId: audio.id, audioReviewId: offer.id },
    });
    expect(response.status()).toBe(200);
  });

  await page.goto('/');
  await expect(page.getByText('Welcome back, Ava')).toBeVisible();
  const toPay = page.getByRole('region', { name: 'Offers awaiting payment' });
  const pay = toPay.getByRole('link', { name: /^Pay \$1,234 for / });
  await expect(pay).toBeVisible();
  const newTakes = page.getByRole('region', { name: 'New submissions' });
  await expect(newTakes.getByText(/takes? you have not played or decided on yet/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active requests' })).toContainText(
    /Next deadline: /,
  );
  // The page's own link (the menu has one of this name too).
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Request custom music' }),
  ).toBeVisible();
  await shoot(page, 'Client');

  await test.step('a request with new takes opens its submissions, from the keyboard', async () => {
    // Other journeys on the same servers may have requests with new takes too.
    const first = newTakes.getByRole('link', { name: /^Listen to / }).first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/requests\/[0-9a-f-]+\/submissions$/);
  });

  await test.step('Pay opens the checkout', async () => {
    await page.goto('/');
    await pay.click();
    await expect(page).toHaveURL(/checkout/);
  });
});

test('a composer sees new briefs, their takes’ latest states and comments to answer', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.Composer);
  await expect(page.getByText('Welcome back, Lena')).toBeVisible();
  const briefs = page.getByRole('region', { name: 'New briefs' });
  await expect(briefs.getByText(/requests? (is|are) open/)).toBeVisible();
  const takes = page.getByRole('region', { name: 'Your takes' });
  await expect(takes.getByTestId('latest-state').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Awaiting your reply' })).toBeVisible();
  await shoot(page, 'Composer');

  const brief = briefs.getByRole('listitem').first().getByRole('link');
  const title = await brief.textContent();
  await brief.click();
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title ?? '');

  await page.goto('/');
  await page.getByRole('link', { name: 'All new requests' }).click();
  await expect(page).toHaveURL(/\/requests-history$/);
});

test('an admin sees pending sign-ups, offers to answer and recent payments', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.Admin);
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  const signUps = page.getByRole('region', { name: 'Pending sign-ups' });
  await expect(
    signUps.getByText(/\d+ composers? · \d+ agency clients?|Nobody waits/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers to answer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent payments' })).toBeVisible();
  await shoot(page, 'Admin');

  await page.getByRole('link', { name: 'Submissions with offers' }).click();
  await expect(page).toHaveURL(/\/all-submissions\?hasOffers=true$/);
  await page.goto('/');
  await signUps.getByRole('link', { name: 'New Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
});
