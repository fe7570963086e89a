import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import type { ClientRequest, Submission, Tokens } from '@cuebrief/shared';
import { demoToneWav } from '../../apps/api/src/demo/demo-tones';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signIn } from '../fixtures';
import { postBrief, requestApi } from './request-api';

/** Theo, the demo data's second approved composer: the other take of a request is his. */
export const SECOND_COMPOSER = 'theo@composers.example';

/**
 * Long enough to comment at 0:12, seek and switch versions, and to play on across a page or two
 * without reaching the end (which would move the player on to the next take).
 */
export const TAKE_SECONDS = 45;

/** A take's wav: a slow two-note swell, `hertz` apart from the other takes so each is its own. */
export function takeWav(hertz: number): Buffer {
  return demoToneWav(TAKE_SECONDS, [
    { hertz, from: 0, to: TAKE_SECONDS },
    { hertz: hertz * 1.5, from: 10, to: TAKE_SECONDS },
  ]);
}

/** A page of its own (its own storage, so its own session), signed in as `email`. */
export async function pageSignedIn(
  browser: Browser,
  email: string,
): Promise<{ page: Page; tokens: Tokens }> {
  const page = await (await browser.newContext()).newPage();
  return { page, tokens: await signIn(page, email, DEMO_PASSWORD) };
}

/** The composer of `tokens` answers `request` with one take, through the API. */
export async function submitTake(
  page: Page,
  tokens: Tokens,
  request: ClientRequest,
  take: { title: string; hertz: number },
): Promise<void> {
  const submission = await requestApi<Submission>(
    page,
    tokens,
    'post',
    `/composer/submit/${request.id}`,
    { data: { genre: ['Electronic'], mood: ['Uplifting'], tempo: [100, 124] } },
  );
  await requestApi(
    page,
    tokens,
    'post',
    `/composer/submit/audio/${submission.id}?title=${encodeURIComponent(take.title)}`,
    {
      multipart: {
        filewav: { name: `${take.hertz}.wav`, mimeType: 'audio/wav', buffer: takeWav(take.hertz) },
      },
    },
  );
}

export type TwoTakes = {
  request: ClientRequest;
  /** Lena's take: listed first (a request's submissions are listed as they arrived). */
  takeA: string;
  /** Theo's take. */
  takeB: string;
  lena: { page: Page; tokens: Tokens };
  theo: { page: Page; tokens: Tokens };
};

/**
 * The set-up the screens are not the point of: the demo client (signed in on `page`) posts a
 * brief, Lena answers it with take A and then Theo with take B, each in a browser of their own.
 * The client's list shows a request's submissions as they arrived, so A then B: the order of
 * the player's queue.
 */
export async function requestWithTwoTakes(
  page: Page,
  browser: Browser,
  clientTokens: Tokens,
): Promise<TwoTakes> {
  const tag = randomUUID().slice(0, 6);
  const request = await postBrief(page, clientTokens, {
    brief: `Harbour sunrise ${tag}: a warm cue that lifts at the twelfth second.`,
  });
  const theo = await pageSignedIn(browser, SECOND_COMPOSER);
  const lena = await pageSignedIn(browser, DEMO_ACCOUNTS.Composer);
  const takeB = `City Pulse ${tag}`;
  const takeA = `Sunrise Circuit ${tag}`;
  await submitTake(lena.page, lena.tokens, request, { title: takeA, hertz: 330 });
  await submitTake(theo.page, theo.tokens, request, { title: takeB, hertz: 262 });
  return { request, takeA, takeB, lena, theo };
}

/** One take on a list of takes, found by its title. */
export const takeItem = (page: Page, title: string): Locator =>
  page.getByTestId('audio-item').filter({ has: page.getByRole('heading', { name: title }) });

/** The app's player bar at the bottom of the page. */
export function playerBar(page: Page) {
  const bar = page.getByTestId('player-bar');
  return {
    bar,
    title: bar.getByTestId('player-title'),
    play: bar.getByTestId('player-play-button'),
    waveform: bar.getByTestId('player-waveform'),
    markers: bar.getByTestId('player-marker'),
    /** "0:12 / 0:45", as the bar shows it (for the eye; the slider tells screen readers). */
    time: bar.getByText(/^\d+:\d\d \/ \d+:\d\d$/),
  };
}

/** The playhead in whole seconds, as the bar's slider tells assistive technology. */
export async function playheadOf(page: Page): Promise<number> {
  return Number(await playerBar(page).waveform.getAttribute('aria-valuenow'));
}

/** Waits until the bar plays and its playhead has moved past `seconds`. */
export async function expectPlayingPast(page: Page, seconds: number): Promise<void> {
  await expect(playerBar(page).play).toHaveAttribute('data-status', 'playing', {
    timeout: 15_000,
  });
  await expect
    .poll(() => playheadOf(page), { timeout: 15_000, message: `playing past ${seconds} s` })
    .toBeGreaterThan(seconds);
}

/**
 * Presses a player shortcut with nothing focused, as after a click on the page's background:
 * a focused button would take Space for itself (it presses the button), as it should.
 */
export async function pressOnPage(page: Page, key: string): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await page.keyboard.press(key);
}
