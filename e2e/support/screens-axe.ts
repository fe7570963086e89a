// Every screen of the build checked with axe at a phone's and a desktop's width, by who opens it
// (and for text keys shown in place of their texts):
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

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  // A laptop's width: narrower than most desktops, so a table's columns are at their tightest.
  { name: 'desktop', width: 1280, height: 800 },
] as const;

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

/** Registers the test that opens every screen `viewer` has and checks it with axe at both widths. */
export function everyScreenPassesAxe(viewer: Role | 'Guest'): void {
  const screens = SCREENS[viewer];
  test(`every ${viewer.toLowerCase()} screen passes axe and fits a phone and a desktop`, async ({
    page,
  }) => {
    // Each screen at two widths, each checked by axe: minutes, not the default 30 s.
    test.setTimeout(180_000);
    const all = [...screens];
    if (viewer !== 'Guest') {
      const tokens = await signIn(page, DEMO_ACCOUNTS[viewer]);
      all.push(...(await screensWithIds(page, viewer, tokens)));
    }
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const path of all) {
        await test.step(`${path} on a ${viewport.name}`, async () => {
          await openScreen(page, path);
          const label = `${viewer} ${path} (${viewport.width} px)`;
          await expectNoSeriousViolations(page, label);
          await expectNoSidewaysScroll(page, label);
          await expectNoCutLabels(page, label);
          await expectNoTextKeys(page, label);
        });
      }
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoSeriousViolations(page, `${viewer} menu`);
    await page.screenshot({
      path: test.info().outputPath(`${viewer.toLowerCase()}-menu-phone.png`),
      fullPage: true,
    });
  });
}
