import type { Album, Envelope } from '@cuebrief/shared';
import { MENUS, expect, expectMenu, test } from '../../fixtures';
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
