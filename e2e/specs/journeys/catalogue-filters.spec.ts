import { expect, test } from '../../fixtures';

/** The catalogue's number filters apply as the client types, and say when a number is refused. */
test('a client filters an album by tempo as they type; an out-of-range tempo is refused', async ({
  page,
  loginAs,
}) => {
  await loginAs('Client');
  await page.goto('/cuebrief-music');
  await page.getByRole('link', { name: 'Night Drive' }).first().click();
  const tracks = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Play / }) });
  await expect(tracks.first()).toBeVisible();
  const all = await tracks.count();

  // The filters are folded under their button, beside the search.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const tempoFrom = page.getByRole('spinbutton', { name: 'Tempo from (BPM)' });
  await tempoFrom.fill('500');
  await expect(page.getByText('From 20 to 300: not applied')).toBeVisible();
  await expect(page).not.toHaveURL(/tempoMin=/);
  await expect(tracks).toHaveCount(all);

  // No Enter, no leaving the box: the filter applies once typing pauses.
  await tempoFrom.fill('120');
  await expect(page).toHaveURL(/tempoMin=120/);
  await expect(page.getByText('From 20 to 300: not applied')).toBeHidden();
  await expect.poll(() => tracks.count()).toBeLessThan(all);
  await page.screenshot({ path: test.info().outputPath('tempo-filter.png'), fullPage: true });
});
