import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it is now and fails on any violation of serious or critical
 * impact (the quality bar). Lesser findings are attached to the report, not ignored silently.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** The page fits the window's width: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/**
 * No label is cut short: a chip's or button's text that does not fit its box (an ellipsis, or
 * text hidden past its edge, "Awaiting ou…") is a text nobody can read.
 */
export async function expectNoCutLabels(page: Page, label: string): Promise<void> {
  const cut = await page
    .locator('.MuiChip-label, .MuiButton-root, .MuiTab-root')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => (element.textContent ?? '').trim()),
    );
  expect(cut, `labels cut short on ${label}`).toEqual([]);
}
