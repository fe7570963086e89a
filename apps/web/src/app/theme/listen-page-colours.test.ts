import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { globalStyles } from './global-styles';
import { palettes } from './palettes';

/**
 * The recipient's page has its own CSS (no theme at run time): its colours must be the app's
 * tokens, in both schemes, and keep AA.
 */
const css = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../listen/listen-tokens.css'),
  'utf8',
);

/** The custom properties of the first `:root` block after `from` in listen-tokens.css. */
function variablesAfter(from: number): Record<string, string> {
  const start = css.indexOf(':root {', from);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.trim().toLowerCase(),
    ]),
  );
}

const schemes = {
  light: variablesAfter(0),
  dark: variablesAfter(css.indexOf('@media (prefers-color-scheme: dark)')),
};

describe.each(['light', 'dark'] as const)('the share page in the %s scheme', (scheme) => {
  const colours = schemes[scheme];
  const palette = palettes[scheme];

  it("takes the app's tokens", () => {
    expect(colours).toMatchObject({
      brand: palette.primary.main.toLowerCase(),
      'on-brand': palette.primary.contrastText.toLowerCase(),
      ink: palette.text.primary.toLowerCase(),
      muted: palette.text.secondary.toLowerCase(),
      paper: palette.background.paper.toLowerCase(),
      ground: palette.background.default.toLowerCase(),
      focus: palette.focus.toLowerCase(),
      problem: palette.error.ink.toLowerCase(),
      done: palette.success.ink.toLowerCase(),
      wave: palette.waveform.wave.toLowerCase(),
      'wave-heard': palette.waveform.progress.toLowerCase(),
    });
  });

  it.each<[string, string, string, number]>([
    ['text on the page', 'ink', 'ground', 4.5],
    ['muted text on a card', 'muted', 'paper', 4.5],
    ['muted text on the page', 'muted', 'ground', 4.5],
    ['a button', 'on-brand', 'brand', 4.5],
    ['the header', 'on-header', 'header', 4.5],
    ['the header’s small print', 'on-header-soft', 'header', 4.5],
    ['an error', 'problem', 'paper', 4.5],
    ['a confirmation', 'done', 'paper', 4.5],
    ['a field’s outline', 'line', 'paper', 3],
    ['the waveform not yet heard', 'wave', 'paper', 3],
    ['the focus ring', 'focus', 'ground', 3],
  ])('%s keeps its contrast', (_, foreground, background, needed) => {
    expect(getContrastRatio(colours[foreground]!, colours[background]!)).toBeGreaterThanOrEqual(
      needed,
    );
  });
});

describe("the share page's typeface", () => {
  /** The declarations of the fallback face, which keep the font's swap from moving the page. */
  const fallbackFaceOf = (styles: string) =>
    /font-family: 'Manrope Fallback';([^}]*)}/
      .exec(styles)?.[1]
      ?.split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean);

  it("is the app's, with the same metric-matched fallback", () => {
    expect(css).toContain("font-family: 'Manrope Variable';");
    expect(fallbackFaceOf(css)).toEqual(fallbackFaceOf(globalStyles));
    expect(fallbackFaceOf(css)).toContain('size-adjust: 104%');
  });
});
