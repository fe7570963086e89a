import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signIn, test, openMenu } from '../../fixtures';
import { expectNoSeriousViolations } from '../../support/axe';
import {
  expectPlayingPast,
  playerBar,
  playheadOf,
  pressOnPage,
  requestWithTwoTakes,
  takeItem,
  takeWav,
} from '../../support/review-loop';

const COMMENT = 'Love the lift here, keep it.';
const REPLY = 'Thanks! v2 brings the lift in earlier.';
const VERSION_NOTE = 'Shorter intro, lift at 0:18';

/** The client's submissions page of a request, settled: its takes shown. */
async function openSubmissions(page: Page, requestId: string, title: string) {
  await page.goto(`/requests/${requestId}/submissions`);
  await expect(takeItem(page, title)).toBeVisible();
}

/**
 * The loop in which a brief becomes the right track, through the screens: the client comments
 * on a moment of take A, its composer replies and sends v2 with what changed, the client compares
 * the versions at the same playhead, shortlists v2 and passes take B for its tempo; each composer
 * reads where their take stands and why in its history. Axe checks the two review screens.
 */
test('a client comments at 0:12, the composer answers with v2, the client compares and decides', async ({
  page,
  browser,
}) => {
  // Three people in turn, an upload and axe twice: minutes, not the default 30 s.
  test.setTimeout(240_000);
  const clientTokens = await signIn(page, DEMO_ACCOUNTS.Client);
  const { request, takeA, takeB, lena, theo } = await requestWithTwoTakes(
    page,
    browser,
    clientTokens,
  );
  const bar = playerBar(page);
  const itemA = takeItem(page, takeA);

  await test.step('the client plays take A and comments at 0:12', async () => {
    await openSubmissions(page, request.id, takeA);
    await itemA.getByTestId('audio-play-button').click();
    await expectPlayingPast(page, 1);
    await expect(bar.title).toHaveText(takeA);

    // Space pauses it (nothing focused: a focused button would take Space for itself).
    await pressOnPage(page, ' ');
    await expect(bar.play).toHaveAttribute('data-status', 'paused');
    await itemA.getByRole('button', { name: `Comments on ${takeA}` }).click();
    const threads = itemA.getByTestId('comment-threads');
    await expect(threads).toContainText('No comments yet.');
    await threads.getByRole('button', { name: 'Add a comment' }).click();
    const composer = page.getByRole('dialog', { name: `Comment on ${takeA}` });
    // The composer opens at the playhead, as the bar shows it.
    const at = composer.getByRole('textbox', { name: 'At' });
    await expect(at).not.toHaveValue('0:00');
    await expect
      .poll(async () => (await bar.time.textContent())?.split(' / ')[0])
      .toBe(await at.inputValue());
    await composer.getByRole('textbox', { name: 'At' }).fill('0:12');
    await composer.getByRole('textbox', { name: 'Comment' }).fill(COMMENT);
    await composer.getByRole('button', { name: 'Post comment' }).click();
    await expect(composer).toBeHidden();
    await expect(threads.getByTestId('comment')).toHaveCount(1);
    await expect(threads.getByRole('button', { name: `Play ${takeA} from 0:12` })).toBeVisible();
    await expect(threads).toContainText(COMMENT);
    // Its marker is on the bar's waveform; clicking it seeks there.
    await expect(bar.markers).toHaveCount(1);
    await expect(bar.markers.first()).toHaveAccessibleName(
      new RegExp(`^Comment at 0:12: .*${COMMENT}`),
    );
    await bar.markers.first().click();
    await expect(bar.waveform).toHaveAttribute('aria-valuenow', '12');
  });

  await test.step('C opens the comment composer at the playhead', async () => {
    await pressOnPage(page, 'ArrowRight');
    await expect(bar.waveform).toHaveAttribute('aria-valuenow', '17');
    await pressOnPage(page, 'c');
    const composer = page.getByRole('dialog', { name: `Comment on ${takeA}` });
    await expect(composer.getByRole('textbox', { name: 'At' })).toHaveValue('0:17');
    await composer.getByRole('textbox', { name: 'Comment' }).fill('The hats could be softer.');
    await composer.getByRole('button', { name: 'Post comment' }).click();
    await expect(composer).toBeHidden();
    await expect(itemA.getByTestId('comment')).toHaveCount(2);
    await expect(bar.markers).toHaveCount(2);
  });

  await test.step('axe finds nothing serious with the comments open', async () => {
    await expectNoSeriousViolations(page, 'client submissions with comments open');
  });

  const lenaPage = lena.page;
  const lenaA = takeItem(lenaPage, takeA);
  await test.step('the composer sees the comments, replies and plays to the markers', async () => {
    await lenaPage.goto('/my-submissions');
    await expect(lenaA.getByTestId('latest-state')).toContainText('Latest: New comment');
    await lenaA.getByRole('button', { name: `Comments (2) on ${takeA}` }).click();
    const threads = lenaA.getByTestId('comment-threads');
    await expect(threads.getByTestId('comment')).toHaveCount(2);
    await expect(threads).toContainText(COMMENT);
    // A composer answers threads; only the client starts them.
    await expect(threads.getByRole('button', { name: 'Add a comment' })).toHaveCount(0);
    await threads.getByRole('button', { name: 'Reply to the comment at 0:12' }).click();
    await threads.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
    await threads.getByRole('button', { name: 'Send reply' }).click();
    await expect(threads).toContainText(REPLY);
    await expect(threads.getByTestId('comment')).toHaveCount(3);

    await lenaA.getByTestId('audio-play-button').click();
    const lenaBar = playerBar(lenaPage);
    await expect(lenaBar.markers).toHaveCount(2);
    await expect(lenaBar.markers.first()).toHaveAccessibleName(/^Comment at 0:12: /);
    // The composer may not start a thread: C does nothing on their own music.
    await expect(lenaBar.bar.getByTestId('player-comment')).toHaveCount(0);
    await lenaBar.play.click();
    await expect(lenaBar.play).toHaveAttribute('data-status', 'paused');
    await expectNoSeriousViolations(lenaPage, 'My Submissions with comments open');
  });

  await test.step('the composer uploads v2 with what changed', async () => {
    await lenaA.getByRole('button', { name: `Upload a new version of ${takeA}` }).click();
    const dialog = lenaPage.getByRole('dialog', { name: `New version of “${takeA}”` });
    await expect(dialog).toContainText('It becomes v2.');
    await dialog.getByTestId('file-input-wav').setInputFiles({
      name: 'sunrise-v2.wav',
      mimeType: 'audio/wav',
      buffer: takeWav(392),
    });
    await dialog.getByRole('textbox', { name: 'What changed' }).fill(VERSION_NOTE);
    await dialog.getByRole('button', { name: 'Upload version' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(lenaPage.getByText(`v2 of “${takeA}” is uploaded.`)).toBeVisible();
    await expect(
      lenaA.getByRole('button', { name: `Play v2 · latest of ${takeA}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the client sees v2 and compares it with v1 at the same playhead', async () => {
    await openSubmissions(page, request.id, takeA);
    const v2 = itemA.getByRole('button', { name: `Play v2 · latest of ${takeA}` });
    const v1 = itemA.getByRole('button', { name: `Play v1 of ${takeA}` });
    await expect(v2).toHaveAttribute('aria-pressed', 'true');
    await expect(itemA).toContainText(VERSION_NOTE);
    // The comments of v1 show on v2, marked as from v1, with the composer's reply.
    await itemA.getByRole('button', { name: `Comments (3) on ${takeA}` }).click();
    const threads = itemA.getByTestId('comment-threads');
    await expect(threads.getByTestId('from-earlier-version')).toHaveCount(2);
    await expect(threads).toContainText(REPLY);

    await itemA.getByTestId('audio-play-button').click();
    await expect(bar.bar).toContainText('v2 ·');
    await expectPlayingPast(page, 2);
    // Switched while playing, v1 goes on from where v2 was, not from the start.
    const before = await playheadOf(page);
    await v1.click();
    // v1 comes in with the playhead where it was (the bar renders both at once).
    await expect(bar.bar).toContainText('v1 ·');
    expect(await playheadOf(page)).toBeGreaterThanOrEqual(before);
    await expectPlayingPast(page, before);
    // Paused, the switch keeps the very second: v1 → v2 → v1.
    await pressOnPage(page, ' ');
    await expect(bar.play).toHaveAttribute('data-status', 'paused');
    const paused = await playheadOf(page);
    await v2.click();
    await expect(bar.bar).toContainText('v2 ·');
    await expect(bar.waveform).toHaveAttribute('aria-valuenow', String(paused));
    await v1.click();
    await expect(bar.bar).toContainText('v1 ·');
    await expect(bar.waveform).toHaveAttribute('aria-valuenow', String(paused));
    await v2.click();
    await expect(bar.waveform).toHaveAttribute('aria-valuenow', String(paused));
    await expect(bar.play).toHaveAttribute('data-status', 'paused');
  });

  await test.step('the client shortlists v2 and passes take B for its tempo', async () => {
    await itemA.getByRole('button', { name: `Decide on ${takeA}` }).click();
    const decideA = page.getByRole('dialog', { name: `Your decision on ${takeA}` });
    await expect(decideA).toContainText('On v2.');
    await decideA.getByRole('radio', { name: /^Shortlist/ }).check();
    await decideA.getByRole('button', { name: 'Save decision' }).click();
    await expect(decideA).toBeHidden();
    await expect(itemA.getByText('Shortlisted v2')).toBeVisible();

    const itemB = takeItem(page, takeB);
    await itemB.getByRole('button', { name: `Decide on ${takeB}` }).click();
    const decideB = page.getByRole('dialog', { name: `Your decision on ${takeB}` });
    await decideB.getByRole('radio', { name: /^Pass/ }).check();
    await decideB.getByRole('button', { name: 'Tempo' }).click();
    await decideB.getByRole('button', { name: 'Save decision' }).click();
    await expect(decideB).toBeHidden();
    await expect(itemB.getByTestId('decision-reasons')).toHaveText('Passed v1: Tempo');
  });

  await test.step('the composer reads the take’s history', async () => {
    await lenaPage.goto('/my-submissions');
    await expect(lenaA.getByTestId('latest-state')).toContainText('Latest: Shortlisted');
    await lenaA.getByRole('button', { name: `History of ${takeA}` }).click();
    const history = lenaPage.getByRole('dialog', { name: `History of “${takeA}”` });
    const steps = history.getByTestId('timeline-event');
    const kinds = () => steps.evaluateAll((items) => items.map((item) => item.dataset.kind));
    await expect
      .poll(kinds)
      .toEqual(expect.arrayContaining(['submitted', 'comment', 'reply', 'version', 'shortlisted']));
    const order = await kinds();
    expect(order[0]).toBe('submitted');
    expect(order.indexOf('comment')).toBeLessThan(order.indexOf('reply'));
    expect(order.indexOf('reply')).toBeLessThan(order.indexOf('version'));
    expect(order.at(-1)).toBe('shortlisted');
    await expect(steps.filter({ hasText: 'Comment on v1' }).first()).toContainText(COMMENT);
    await expect(steps.filter({ hasText: 'Reply on v1' })).toContainText(REPLY);
    await expect(steps.filter({ hasText: 'Version 2 uploaded' })).toContainText(VERSION_NOTE);
    await expect(steps.filter({ hasText: 'Shortlisted v2' })).toHaveCount(1);
  });

  await test.step('take B’s composer reads that it was passed for its tempo', async () => {
    const theoB = takeItem(theo.page, takeB);
    await theo.page.goto('/my-submissions');
    await expect(theoB.getByTestId('latest-state')).toContainText('Latest: Passed');
    await expect(theoB.getByTestId('decision-reasons')).toHaveText('Passed v1: Tempo');
    await theoB.getByRole('button', { name: `History of ${takeB}` }).click();
    const history = theo.page.getByRole('dialog', { name: `History of “${takeB}”` });
    const passed = history.locator('[data-kind="passed"]');
    await expect(passed).toContainText('Passed v1');
    await expect(passed.getByText('Tempo', { exact: true })).toBeVisible();
  });
});

/**
 * The player that follows the client: started on the submissions page it plays on through other
 * pages; its keys work anywhere on the page (Space, ← →, K J through the page's takes, C to
 * comment at the playhead) and never while the person types in a field.
 */
test('the player bar plays on across pages and answers its keys, but not while typing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const clientTokens = await signIn(page, DEMO_ACCOUNTS.Client);
  const { request, takeA, takeB } = await requestWithTwoTakes(page, browser, clientTokens);
  const bar = playerBar(page);

  await test.step('it plays on while the client moves between pages', async () => {
    await openSubmissions(page, request.id, takeA);
    await takeItem(page, takeA).getByTestId('audio-play-button').click();
    await expectPlayingPast(page, 0);
    await page.getByRole('link', { name: 'Back to the request' }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${request.id}$`));
    await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
    await expect(bar.title).toHaveText(takeA);
    await expectPlayingPast(page, await playheadOf(page));
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Favourites' })
      .click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expectPlayingPast(page, await playheadOf(page));
    // Back through the history: still the same take, still playing, never restarted.
    const before = await playheadOf(page);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/requests/${request.id}/submissions$`));
    await expect(takeItem(page, takeA).getByTestId('audio-play-button')).toHaveAttribute(
      'data-status',
      'playing',
    );
    await expectPlayingPast(page, before);
  });

  await test.step('Space pauses and plays, the arrows move 5 s', async () => {
    await pressOnPage(page, ' ');
    await expect(bar.play).toHaveAttribute('data-status', 'paused');
    await pressOnPage(page, ' ');
    await expectPlayingPast(page, await playheadOf(page));
    await pressOnPage(page, ' ');
    await expect(bar.play).toHaveAttribute('data-status', 'paused');
    const paused = await playheadOf(page);
    await pressOnPage(page, 'ArrowRight');
    await expect(bar.waveform).toHaveAttribute('aria-valuenow', String(paused + 5));
    await pressOnPage(page, 'ArrowRight');
    await pressOnPage(page, 'ArrowLeft');
    await expect(bar.waveform).toHaveAttribute('aria-valuenow', String(paused + 5));
  });

  await test.step('J and K go to the previous and next take of the page', async () => {
    // Newest first: take B, sent after take A, comes before it on the page. J restarts a take
    // past its first 3 s; at its start it goes to the previous one.
    await pressOnPage(page, 'j');
    await expect(bar.title).toHaveText(takeA);
    await expect(bar.waveform).toHaveAttribute('aria-valuenow', '0');
    await pressOnPage(page, 'j');
    await expect(bar.title).toHaveText(takeB);
    await expectPlayingPast(page, 0);
    await pressOnPage(page, 'k');
    await expect(bar.title).toHaveText(takeA);
    await expectPlayingPast(page, 0);
  });

  await test.step('C opens the comment composer; no key is the player’s while typing', async () => {
    await pressOnPage(page, 'c');
    const composer = page.getByRole('dialog', { name: `Comment on ${takeA}` });
    await expect(composer).toBeVisible();
    await expect(bar.play).toHaveAttribute('data-status', 'paused');
    const at = await playheadOf(page);
    const field = composer.getByRole('textbox', { name: 'Comment' });
    await expect(field).toBeFocused();
    await field.pressSequentially('k j c ');
    await field.press('ArrowRight');
    await field.press('ArrowLeft');
    await expect(field).toHaveValue('k j c ');
    await expect(bar.title).toHaveText(takeA);
    await expect(bar.play).toHaveAttribute('data-status', 'paused');
    await expect(bar.waveform).toHaveAttribute('aria-valuenow', String(at));
    await expect(composer).toBeVisible();
    await composer.getByRole('button', { name: 'Cancel' }).click();
    await expect(composer).toBeHidden();
    // Out of the field, the keys are the player's again.
    await pressOnPage(page, ' ');
    await expectPlayingPast(page, at);
  });
});
