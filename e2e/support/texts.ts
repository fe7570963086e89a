import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { en } from '../../apps/web/src/lib/i18n/en';
import { enWorkspace } from '../../apps/web/src/lib/i18n/en-workspace';

/** Every text key of the web app (`placements.media.game`), plural forms under their base key. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([name, value]) => {
    const key = `${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof value === 'object' && value !== null ? keysOf(value, `${key}.`) : [key];
  });
}

/** Keys of two parts or more: a one-word key ("product") reads as an ordinary word. */
const TEXT_KEYS = [...new Set([...keysOf(en), ...keysOf(enWorkspace)])].filter((key) =>
  key.includes('.'),
);

/**
 * No text key shows on the page: a text missing from the catalogue the page has loaded
 * (i18next shows its key instead, e.g. "Lumen Games · placements.media.game").
 */
export async function expectNoTextKeys(page: Page, label: string): Promise<void> {
  const shown = await page.locator('body').innerText();
  const keys = TEXT_KEYS.filter((key) =>
    new RegExp(`(^|[^\\w.])${key.replaceAll('.', '\\.')}($|[^\\w.])`).test(shown),
  );
  expect(keys, `text keys shown on ${label}`).toEqual([]);
}
