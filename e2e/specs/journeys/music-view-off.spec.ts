import type { Album, ClientOffer, Envelope, Tokens } from '@cuebrief/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MENUS, expect, expectMenu, test } from '../../fixtures';
import { payInSandbox } from '../../support/checkout';
import { SERVERS } from '../../support/servers';

/**
 * The screens the music view (docs/contracts.md#music-view) hides with the music-view flag off, by
 * their menu labels.
 */
const HIDDEN_LABELS = ['Cuebrief Music', 'All Submissions', 'Settings'];
const HIDDEN_PATHS = {
  Client: ['/cuebrief-music', '/settings'],
  Admin: ['/cuebrief-music', '/all-submissions', '/settings'],
} as const;

// The same build as every other spec, served by a server started with MUSIC_VIEW=false.
test.use({ baseURL: SERVERS.musicViewOff });

const WHO = { Client: 'a client', Admin: 'an admin' } as const;

for (const role of ['Client', 'Admin'] as const) {
  test(`with MUSIC_VIEW=false, ${WHO[role]} has no music pages in the menu or by address`, async ({
    page,
    loginAs,
  }) => {
    const { accessToken } = await loginAs(role);
    await expect(page.locator('meta[name="cuebrief-music-view"]')).toHaveAttribute(
      'content',
      'false',
    );
    await expectMenu(
      page,
      MENUS[role].filter((label) => !HIDDEN_LABELS.includes(label)),
    );

    // An album's own page goes too, with the album grid it is reached from.
    const albums = await page.request.get('/users/v1/request/albums', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const [album] = ((await albums.json()) as Envelope<Album[]>).data;
    expect(album, 'the demo data has albums').toBeDefined();

    for (const path of [...HIDDEN_PATHS[role], `/cuebrief-music/${album!.id}`]) {
      await page.goto(path);
      // The route guard sends a signed-in person home from a screen they may not open.
      await expect(page, path).toHaveURL(`${SERVERS.musicViewOff}/`);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(
        page.getByRole('heading', { name: /Cuebrief Music|Settings|All Submissions/ }),
      ).toHaveCount(0);
    }
  });
}

/**
 * Offers, licences and invoices are not Settings (decision 038): with the flag off a client still
 * pays an accepted offer, and the checkout comes back to Offers & Licences with the spec's thanks.
 * Ava's offer of $3,800 on Lena's "Sunrise Circuit" is demo data on this server of its own.
 */
test('with MUSIC_VIEW=false, a client pays an accepted offer and lands on Offers & Licences', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  const title = 'Sunrise Circuit';
  const client = await loginAs('Client');

  await test.step('the admin accepts the offer (All Submissions is hidden: through the API)', async () => {
    const offers = await page.request.get('/users/v1/request/client/offers', {
      headers: { authorization: `Bearer ${client.accessToken}` },
    });
    const offer = ((await offers.json()) as Envelope<ClientOffer[]>).data.find(
      (each) => each.audio.title === title && each.state === 'offered',
    );
    expect(offer, 'the demo data has an open offer on Sunrise Circuit').toBeDefined();
    const login = await page.request.post('/users/v1/auth/login', {
      data: { email: DEMO_ACCOUNTS.Admin, password: DEMO_PASSWORD },
    });
    const admin = ((await login.json()) as Envelope<Tokens>).data;
    const accepted = await page.request.post('/users/v1/payment/admin/send-client-checkout', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { status: 'accepted', patientAudioId: offer!.audio.id },
    });
    expect(accepted.status()).toBe(200);
  });

  // Its menu entry is in the client's menu above (MENUS), with the flag off too.
  await test.step('the client opens Offers & Licences and pays', async () => {
    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Offers & Licences' })).toBeVisible();
    await page.getByRole('link', { name: `Pay for the licence of ${title}` }).click();
    // Back on Offers & Licences, with the thanks (payInSandbox expects both).
    await payInSandbox(page, '$3,800.00');
    await expect(page).toHaveURL(`${SERVERS.musicViewOff}/offers`);
    const licences = page.getByRole('region', { name: 'Licences' });
    await expect(licences).toContainText('Licensed');
    await expect(licences).toContainText(/No\. CB-\d{4}-\d{6}/);
    await page.screenshot({ path: test.info().outputPath('offers-paid.png'), fullPage: true });
  });
});
