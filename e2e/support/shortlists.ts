import type { Locator, Page } from '@playwright/test';
import type { ClientRequest, Tokens } from '@cuebrief/shared';
import { expect } from '../fixtures';
import { requestApi } from './request-api';

/** A phone's width, as the recipient's page must serve it (issue 15). */
export const PHONE = { width: 390, height: 844 } as const;

/** The id of one of the demo client's requests, by its list title (the screens are not the point). */
export async function demoRequestId(page: Page, tokens: Tokens, title: string): Promise<string> {
  const own = await requestApi<ClientRequest[]>(page, tokens, 'get', '/client/requests');
  const found = own.find((request) => request.title === title);
  if (!found) throw new Error(`the demo client has no request "${title}"`);
  return found.id;
}

/** One card of music (a take, a catalogue track) by its exact title. */
export const musicItem = (page: Page, title: string): Locator =>
  page
    .getByTestId('audio-item')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * "Add to shortlist" on a card of music: its `version` for a take (the dialog names the one it
 * adds), into the shortlist of that title, which is made first when `isNew`, with a note when
 * given; waits for the toast that says it is on.
 */
export async function addToShortlist(
  page: Page,
  item: { title: string; version?: number; shortlist: string; isNew?: boolean; note?: string },
): Promise<void> {
  await musicItem(page, item.title)
    .getByRole('button', { name: `Add to shortlist: ${item.title}` })
    .click();
  const named = item.version === undefined ? `“${item.title}”` : `“${item.title}” v${item.version}`;
  const dialog = page.getByRole('dialog', { name: `Add ${named} to a shortlist` });
  if (item.isNew) {
    await dialog.getByRole('radio', { name: 'New shortlist…' }).check();
    await dialog.getByRole('textbox', { name: 'Title of the new shortlist' }).fill(item.shortlist);
  } else {
    await dialog.getByRole('radio', { name: new RegExp(`^${item.shortlist} \\(`) }).check();
  }
  if (item.note) await dialog.getByRole('textbox', { name: 'Note' }).fill(item.note);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Added to the shortlist').last()).toBeVisible();
}

/** The value shown under a label on a share link's card ("Opened", "Plays", …). */
export const factOf = (card: Locator, label: string): Locator =>
  card
    .locator('dl > div')
    .filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/**
 * Makes one recipient's link through the Share dialog and answers its address, shown this once:
 * copied with the dialog's Copy button and read back from the clipboard, which must hold what
 * the field shows.
 */
export async function shareWith(
  page: Page,
  shortlistTitle: string,
  recipient: { label: string; password?: string },
): Promise<string> {
  await page.getByRole('button', { name: 'Share', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: `Share “${shortlistTitle}”` });
  await dialog.getByRole('textbox', { name: 'Who it is for' }).fill(recipient.label);
  if (recipient.password) await dialog.getByLabel('Password').fill(recipient.password);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByTestId('share-url');
  await expect(field).toHaveValue(/\/listen\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog).toContainText('it is shown only this once');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The address is on your clipboard.');
  const url = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return url;
}
