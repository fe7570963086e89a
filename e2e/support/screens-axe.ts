// Every screen of the build checked with axe in the light and the dark mode at a phone's and a
// desktop's width, by who opens it (and for text keys shown in place of their texts, labels cut
// short and sideways scrolling), each photographed:
// each viewer's check is a spec file of its own (specs/quality/accessibility-*.spec.ts), so the
// browser shards can share them out (support/shards.ts).
import type {
  Album,
  ClientRequestSubmissions,
  ComposerRequest,
  Envelope,
  Paged,
  Role,
  ShortlistSummary,
  Tokens,
} from '@cuebrief/shared';
import type { Page } from '@playwright/test';
import { expect, signIn, DEMO_ACCOUNTS, test } from '../fixtures';
import { expectNoCutLabels, expectNoSeriousViolations, expectNoSidewaysScroll } from './axe';
import { expectNoTextKeys } from './texts';

/** Every screen of this build, by who opens it. */
const SCREENS: Record<Role | 'Guest', string[]> = {
  Guest: [
    '/',
    '/info',
    '/login',
    '/choose-user-type',
    '/sign-up/composer',
    '/sign-up/client',
    '/question-answer/agency',
    '/question-answer/composer',
    '/contact-us',
    '/forgot-password',
    // A reset link's page: its form until it is sent (a token is checked only then).
    '/reset-password?token=a-reset-link-token-of-43-characters-0000000',
    '/no-such-page',
  ],
  Client: [
    '/',
    '/request-custom-music',
    '/active-requests',
    '/requests-history',
    '/cuebrief-music',
    '/favourites',
    '/offers',
    '/shortlists',
    '/question-answer/agency',
    '/contact-us',
    '/settings',
  ],
  Composer: [
    '/',
    '/requests-history',
    '/my-submissions',
    '/question-answer/composer',
    '/contact-us',
    '/settings',
  ],
  Admin: [
    '/',
    '/users',
    '/my-agencies',
    '/my-composers',
    '/cuebrief-music',
    '/shortlists',
    '/all-submissions',
    '/payments',
    '/outbox',
    '/placements',
    '/settings',
    '/inbox',
    '/inbox?tab=messages',
  ],
};

type Viewport = { name: string; width: number; height: number };

const PHONE: Viewport = { name: 'phone', width: 390, height: 844 };
const DESKTOP: Viewport = { name: 'desktop', width: 1440, height: 900 };
// A laptop's width: narrower than most desktops, so with the menu rail beside them a table's
// columns are at their tightest. Checked in the light mode only: the modes share every layout.
const LAPTOP: Viewport = { name: 'laptop', width: 1280, height: 800 };

/** Each colour mode, and the widths every screen is checked and photographed at in it. */
const PASSES: { scheme: 'light' | 'dark'; viewports: Viewport[] }[] = [
  { scheme: 'light', viewports: [PHONE, DESKTOP, LAPTOP] },
  { scheme: 'dark', viewports: [PHONE, DESKTOP] },
];

/** Reads one call of the API as the signed-in viewer. */
async function apiGet<T>(page: Page, tokens: Tokens, path: string): Promise<T> {
  const response = await page.request.get(`/users/v1/request${path}`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** The first published demo album's page, which clients and admins both open. */
async function albumScreen(page: Page, tokens: Tokens): Promise<string> {
  const albums = await apiGet<Album[]>(page, tokens, '/albums');
  expect(albums.length, 'the demo data has albums').toBeGreaterThan(0);
  return `/cuebrief-music/${albums[0]!.id}`;
}

/** The demo shortlist's page (shared, with plays and a reaction), which clients and admins open. */
async function shortlistScreen(page: Page, tokens: Tokens): Promise<string> {
  const shortlists = await apiGet<ShortlistSummary[]>(page, tokens, '/shortlists');
  expect(shortlists.length, 'the demo data has a shortlist').toBeGreaterThan(0);
  return `/shortlists/${shortlists[0]!.id}`;
}

/**
 * Screens whose address holds a demo record's id: the client's submissions to a request of
 * theirs, the composer's submit form for an open request, an album of the catalogue, a shortlist.
 */
async function screensWithIds(page: Page, viewer: Role, tokens: Tokens): Promise<string[]> {
  if (viewer === 'Client') {
    const groups = await apiGet<ClientRequestSubmissions[]>(page, tokens, '/client/submissions');
    expect(groups.length, 'the demo client has submissions').toBeGreaterThan(0);
    return [
      `/requests/${groups[0]!.request.id}/submissions`,
      await albumScreen(page, tokens),
      await shortlistScreen(page, tokens),
    ];
  }
  if (viewer === 'Composer') {
    const open = await apiGet<Paged<ComposerRequest>>(page, tokens, '/composer/requests');
    expect(open.data.length, 'the demo data has open requests').toBeGreaterThan(0);
    return [`/requests/${open.data[0]!.id}/submit`];
  }
  return [await albumScreen(page, tokens), await shortlistScreen(page, tokens)];
}

/** Opens a screen and waits until it has settled: its heading shown, nothing still loading. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A file name for a screen's address: `/requests/12/submissions?tab=x` → `requests-12-submissions-tab-x`. */
function screenFileName(path: string): string {
  return (
    path
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/-$/, '') || 'home'
  );
}

/**
 * Registers, for each colour mode, the test that opens every screen `viewer` has, checks it with
 * axe (colour contrast included) at each width and keeps a full-page screenshot of it: the
 * screenshots are the visual record of the build, kept with the test results
 * (`<viewer>-<mode>/<width>/<screen>.png`). The mode is the system's, as a person's device sets
 * it: the app follows it until someone picks one.
 */
export function everyScreenPassesAxe(viewer: Role | 'Guest'): void {
  for (const { scheme, viewports } of PASSES) {
    test(`every ${viewer.toLowerCase()} screen passes axe in the ${scheme} mode and fits a phone and a desktop`, async ({
      page,
    }) => {
      // Each screen at each width, checked by axe and photographed: minutes, not 30 s.
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme: scheme });
      const all = [...SCREENS[viewer]];
      if (viewer !== 'Guest') {
        const tokens = await signIn(page, DEMO_ACCOUNTS[viewer]);
        all.push(...(await screensWithIds(page, viewer, tokens)));
      }
      const folder = `${viewer.toLowerCase()}-${scheme}`;
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        for (const path of all) {
          await test.step(`${path} on a ${viewport.name}`, async () => {
            await openScreen(page, path);
            const label = `${viewer} ${path} (${scheme}, ${viewport.width} px)`;
            await expectNoSeriousViolations(page, label);
            await expectNoSidewaysScroll(page, label);
            await expectNoCutLabels(page, label);
            await expectNoTextKeys(page, label);
            await page.screenshot({
              path: test
                .info()
                .outputPath(folder, `${viewport.width}`, `${screenFileName(path)}.png`),
              fullPage: true,
            });
          });
        }
      }
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectNoSeriousViolations(page, `${viewer} menu (${scheme})`);
      await page.screenshot({
        path: test.info().outputPath(folder, `menu-phone.png`),
        fullPage: true,
      });
    });
  }
}
