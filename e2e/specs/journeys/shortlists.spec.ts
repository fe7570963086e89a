import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, expect, signIn, test } from '../../fixtures';
import { expectNoSidewaysScroll } from '../../support/axe';
import { PHONE, addToShortlist, demoRequestId, factOf, shareWith } from '../../support/shortlists';

/** Two of the demo client's requests (seed-requests.ts), each answered with takes. */
const ADVERTISING = 'Advertising · 30 seconds · Cinematic, Electronic';
const DOCUMENTARY = 'Documentary · 3 minutes or more · Ambient, Orchestral';
/** Their takes and a track of the demo catalogue's "Northern Lights". */
const TAKE_A = 'Sunrise Circuit';
const TAKE_B = 'Tidelines Theme';
const TRACK = 'Fjord Morning';
const NOTE = 'For the 15 s cut-down';
const COMMENT = 'This is the one for the launch film.';

/**
 * Issue 15 through the screens: the client builds a shortlist from two requests and the
 * catalogue, orders it from the keyboard, notes an item and shares it with two recipients (one
 * behind a password); one recipient opens it on a phone without an account, plays an item and
 * likes one with a comment; the client reads both recipients' statistics and the reaction,
 * revokes the opened link, and the recipient's page says so.
 */
test('a client shares a shortlist, a recipient listens on a phone and reacts, the link is revoked', async ({
  page,
  browser,
}) => {
  // Three pages of music to add from, two links and a second browser: more than the default 30 s.
  test.setTimeout(180_000);
  const shortlist = `Launch film ${randomUUID().slice(0, 6)}`;
  const tokens = await signIn(page, DEMO_ACCOUNTS.Client);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await test.step('the client adds takes of two requests and a catalogue track', async () => {
    await page.goto(`/requests/${await demoRequestId(page, tokens, ADVERTISING)}/submissions`);
    await addToShortlist(page, { title: TAKE_A, version: 2, shortlist, isNew: true });
    await page.goto(`/requests/${await demoRequestId(page, tokens, DOCUMENTARY)}/submissions`);
    await addToShortlist(page, { title: TAKE_B, version: 1, shortlist });
    await page.goto('/cuebrief-music');
    await page.getByRole('link', { name: /Northern Lights/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Northern Lights' })).toBeVisible();
    await addToShortlist(page, { title: TRACK, shortlist });
  });

  const items = page.getByTestId('shortlist-item').getByRole('heading', { level: 3 });
  await test.step('opens it from Shortlists, with its three items in the order added', async () => {
    await page.goto('/shortlists');
    await page.getByRole('link', { name: new RegExp(shortlist) }).click();
    await expect(page.getByRole('heading', { level: 1, name: shortlist })).toBeVisible();
    await expect(items).toHaveText([TAKE_A, TAKE_B, TRACK]);
    await expect(page.getByRole('listitem', { name: TRACK })).toContainText('Cuebrief');
  });

  await test.step('moves the track up one place with the keyboard', async () => {
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/order') && response.request().method() === 'PUT',
    );
    const grip = page.getByRole('button', { name: `Move ${TRACK}`, exact: true });
    await grip.focus();
    await page.keyboard.press('Space');
    await expect(grip).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    // Each step is said to screen readers in the page's live region.
    const said = page.getByRole('status').filter({ hasText: TRACK });
    await expect(said).toHaveText(`${TRACK} is now at place 2 of 3.`);
    await page.keyboard.press('Space');
    await expect(said).toHaveText(`${TRACK} dropped at place 2 of 3.`);
    expect((await saved).status()).toBe(200);
    await expect(items).toHaveText([TAKE_A, TRACK, TAKE_B]);
    await page.reload();
    await expect(items).toHaveText([TAKE_A, TRACK, TAKE_B]);
  });

  await test.step('adds a note to a take', async () => {
    const note = page.getByRole('textbox', { name: `Note on ${TAKE_B}` });
    await note.fill(NOTE);
    await note.press('Enter');
    await expect(page.getByText('Note saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: `Note on ${TAKE_B}` })).toHaveValue(NOTE);
  });

  let brandUrl = '';
  await test.step('shares it with two recipients, one behind a password', async () => {
    brandUrl = await shareWith(page, shortlist, { label: 'Brand team' });
    const directorUrl = await shareWith(page, shortlist, {
      label: 'Director',
      password: 'backstage-42',
    });
    expect(directorUrl).not.toBe(brandUrl);
    await expect(page.getByTestId('share-link')).toHaveCount(2);
    await expect(page.getByText('2 active links')).toBeVisible();
  });

  // The recipient: a phone-sized browser of their own, signed in to nothing.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await test.step('the brand team opens its link on a phone', async () => {
    await phone.goto(brandUrl);
    await expect(phone.getByRole('heading', { level: 1, name: shortlist })).toBeVisible();
    await expect(phone.getByText('Northlight Agency')).toBeVisible();
    await expect(phone.getByText('Shared with Brand team')).toBeVisible();
    await expect(phone.getByRole('heading', { level: 3 })).toHaveText([TAKE_A, TRACK, TAKE_B]);
    await expect(phone.getByText(NOTE)).toBeVisible();
    await expect(phone.getByText(`by Cuebrief`)).toBeVisible();
    await expectNoSidewaysScroll(phone, 'the recipient’s page at 390 px');
  });

  await test.step('plays the first take for a couple of seconds', async () => {
    await phone.getByRole('button', { name: `Play ${TAKE_A}` }).click();
    const pause = phone.getByRole('button', { name: `Pause ${TAKE_A}` });
    await expect(pause).toBeVisible();
    const position = phone.getByRole('slider', { name: `Position in ${TAKE_A}` });
    await expect
      .poll(async () => Number(await position.getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    // The pause ends the play segment, which the page reports at once.
    const reported = phone.waitForResponse(
      (response) => response.url().endsWith('/plays') && response.request().method() === 'POST',
    );
    await pause.click();
    expect((await reported).status()).toBe(200);
    await expect(phone.getByRole('button', { name: `Play ${TAKE_A}` })).toBeVisible();
  });

  await test.step('likes the other take with a comment', async () => {
    const card = phone
      .getByRole('listitem')
      .filter({ has: phone.getByRole('heading', { name: TAKE_B }) });
    await card.getByRole('button', { name: 'I like this' }).click();
    await expect(card.getByRole('status')).toHaveText('Thanks, the agency will see this');
    await expect(card.getByRole('button', { name: 'I like this' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await card.getByRole('textbox', { name: 'Comment for the agency (optional)' }).fill(COMMENT);
    const saved = phone.waitForResponse(
      (response) => response.url().endsWith('/reaction') && response.request().method() === 'PUT',
    );
    await card.getByRole('button', { name: 'Send comment' }).click();
    expect((await saved).status()).toBe(200);
    await expect(card.getByRole('status')).toHaveText('Thanks, the agency will see this');
  });

  const brand = page.getByRole('listitem', { name: 'Brand team' });
  const director = page.getByRole('listitem', { name: 'Director' });
  await test.step('the client sees both recipients’ statistics and the reaction', async () => {
    await page.reload();
    await expect(factOf(brand, 'Opened')).toHaveText(/^Once, /);
    await expect(factOf(brand, 'Plays')).toHaveText('1');
    await expect(factOf(brand, 'Time listened')).not.toHaveText('0:00');
    await expect(factOf(brand, 'Password')).toHaveText('No');
    await expect(factOf(director, 'Opened')).toHaveText('Not yet');
    await expect(factOf(director, 'Plays')).toHaveText('0');
    await expect(factOf(director, 'Password')).toHaveText('Yes');

    await brand.getByRole('button', { name: 'Per item' }).click();
    const perItem = brand.getByRole('table', { name: 'What Brand team did with each item' });
    const rowOf = (title: string) => perItem.getByRole('row').filter({ hasText: title });
    await expect(rowOf(TAKE_A).getByRole('cell').nth(1)).toHaveText('1');
    await expect(rowOf(TAKE_B)).toContainText(`Likes it: “${COMMENT}”`);
    await expect(rowOf(TRACK).getByRole('cell').nth(1)).toHaveText('0');

    const liked = page.getByRole('listitem', { name: TAKE_B });
    await expect(liked.getByTestId('item-reactions')).toContainText('Liked by Brand team');
    await expect(liked.getByTestId('item-reactions')).toContainText(COMMENT);
  });

  await test.step('revokes the opened link, after confirming', async () => {
    await brand.getByRole('button', { name: 'Revoke the link for Brand team' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the link for Brand team?' });
    await expect(confirm).toContainText('can no longer open it');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Link revoked')).toBeVisible();
    await expect(brand).toContainText('Revoked');
    await expect(brand.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
    // Its figures stay; the other link still works.
    await expect(factOf(brand, 'Plays')).toHaveText('1');
    await expect(page.getByText('1 active link')).toBeVisible();
  });

  await test.step('the recipient’s page now says the link was withdrawn', async () => {
    await phone.reload();
    await expect(
      phone.getByRole('heading', { level: 1, name: 'This link is no longer available' }),
    ).toBeVisible();
    await expect(phone.getByText('has withdrawn the link')).toBeVisible();
    await expect(phone.getByRole('button', { name: `Play ${TAKE_A}` })).toHaveCount(0);
    await expectNoSidewaysScroll(phone, 'the revoked page at 390 px');
    await phone.context().close();
  });
});
