import type { Route } from '@playwright/test';
import type { ClientRequest } from '@cuebrief/shared';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import { requestApi } from '../../support/request-api';

const PROFILE = '/users/v1/auth/profile';
const PAGE_CHUNK = /\/assets\/request-submissions-page-[\w-]+\.js$/;

/**
 * How a signed-in page starts (decision 030): the client's submissions page asks for its list as
 * soon as the app knows the route, while the profile and the page's own chunk are still on their
 * way, and then shows that answer without asking for it again.
 */
test('a request’s takes are asked for beside the profile and the page’s chunk, once', async ({
  page,
}) => {
  const tokens = await signIn(page, DEMO_ACCOUNTS.Client);
  const own = await requestApi<ClientRequest[]>(page, tokens, 'get', '/client/requests');
  const request = own.find((candidate) => candidate.submissionsCount > 0);
  if (!request) throw new Error('the demo client has no request with submissions');

  // The profile and the page's chunk are held until the list's call has left.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const hold = async (route: Route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  };
  await page.route(`**${PROFILE}`, hold);
  await page.route(PAGE_CHUNK, hold);
  const listCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/client/submissions?')) listCalls.push(sent.url());
  });

  const listCall = page.waitForRequest(`**/client/submissions?requestId=${request.id}&*`);
  await page.goto(`/requests/${request.id}/submissions`, { waitUntil: 'commit' });
  await listCall;
  await expect
    .poll(() => held)
    .toEqual(expect.arrayContaining([PROFILE, expect.stringMatching(PAGE_CHUNK)]));
  release();

  await expect(page.getByTestId('audio-item').first()).toBeVisible();
  expect(listCalls).toHaveLength(1);
});
