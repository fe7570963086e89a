import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { palettes, type ColorSchemeName, type CuebriefPalette } from './palettes';

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for graphics and a control's focus ring (1.4.3, 1.4.11). */
const TEXT = 4.5;
const GRAPHIC = 3;

const STATUS_COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/**
 * Paper as MUI shows it raised in the dark scheme: a white veil over it, thicker the higher it
 * stands (MUI's getOverlayAlpha); 24 is a dialog's, the lightest paper text can sit on.
 */
function raisedPaper(palette: CuebriefPalette, elevation: number): string {
  const alpha = (4.5 * Math.log(elevation + 1) + 2) / 100;
  const channels = palette.background.paper
    .slice(1)
    .match(/../g)!
    .map((hex) => Math.round(parseInt(hex, 16) * (1 - alpha) + 255 * alpha));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Every pair a reader meets: [what, foreground, background, the ratio it needs]. */
function pairsOf(scheme: ColorSchemeName): [string, string, string, number][] {
  const palette = palettes[scheme];
  const grounds: [string, string][] = [
    ['background.default', palette.background.default],
    ['background.paper', palette.background.paper],
  ];
  if (scheme === 'dark') grounds.push(['paper raised to 24', raisedPaper(palette, 24)]);
  const pairs: [string, string, string, number][] = [];
  for (const [groundName, ground] of grounds) {
    pairs.push(
      [`text.primary on ${groundName}`, palette.text.primary, ground, TEXT],
      [`text.secondary on ${groundName}`, palette.text.secondary, ground, TEXT],
      [`a link (primary.main) on ${groundName}`, palette.primary.main, ground, TEXT],
      [`the focus ring on ${groundName}`, palette.focus, ground, GRAPHIC],
      ...STATUS_COLOURS.map((colour): [string, string, string, number] => [
        `${colour}.ink on ${groundName}`,
        palette[colour].ink,
        ground,
        TEXT,
      ]),
    );
  }
  pairs.push(
    ...STATUS_COLOURS.map((colour): [string, string, string, number] => [
      `${colour}.contrastText on ${colour}.main`,
      palette[colour].contrastText,
      palette[colour].main,
      TEXT,
    ]),
    ...STATUS_COLOURS.map((colour): [string, string, string, number] => [
      `${colour}.contrastText on ${colour}.dark (a pressed or hovered button)`,
      palette[colour].contrastText,
      scheme === 'light' ? palette[colour].dark : palette[colour].light,
      TEXT,
    ]),
    [
      'the waveform not yet played on paper',
      palette.waveform.wave,
      palette.background.paper,
      GRAPHIC,
    ],
    ['the waveform played on paper', palette.waveform.progress, palette.background.paper, GRAPHIC],
    [
      'the waveform not yet played on the page',
      palette.waveform.wave,
      palette.background.default,
      GRAPHIC,
    ],
  );
  return pairs;
}

describe.each(['light', 'dark'] as const)('the %s palette meets WCAG AA', (scheme) => {
  it.each(pairsOf(scheme))('%s', (_, foreground, background, needed) => {
    expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(needed);
  });

  it('keeps the dark ground off pure black, a listening room rather than a void', () => {
    expect(palettes[scheme].background.default.toUpperCase()).not.toBe('#000000');
  });
});

describe('the contrast check itself', () => {
  it('fails a pair that is too faint, so a passing palette means something', () => {
    // The waveform's grey before this theme (MUI's grey[400]) on white: 1.8:1.
    expect(getContrastRatio('#bdbdbd', '#ffffff')).toBeLessThan(GRAPHIC);
  });
});
