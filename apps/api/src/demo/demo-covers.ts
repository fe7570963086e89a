import sharp from 'sharp';

/**
 * Capital letters as strokes on a 4 × 6 grid (SVG path data), for the titles on the demo's
 * covers. Drawn as paths rather than SVG text, so a cover looks the same on a server without
 * any font installed (where text would be left out or drawn as empty boxes).
 */
const LETTERS: Record<string, string> = {
  A: 'M0 6L2 0L4 6M0.8 3.6H3.2',
  B: 'M0 3H3L4 4V5L3 6H0V0H3L4 1V2L3 3',
  C: 'M4 0H1L0 1V5L1 6H4',
  D: 'M0 0V6H3L4 5V1L3 0Z',
  E: 'M4 0H0V6H4M0 3H3',
  F: 'M4 0H0V6M0 3H3',
  G: 'M4 1L3 0H1L0 1V5L1 6H3L4 5V3H2',
  H: 'M0 0V6M4 0V6M0 3H4',
  I: 'M1 0H3M2 0V6M1 6H3',
  J: 'M4 0V5L3 6H1L0 5',
  K: 'M0 0V6M4 0L0 4M1.4 2.6L4 6',
  L: 'M0 0V6H4',
  M: 'M0 6V0L2 3L4 0V6',
  N: 'M0 6V0L4 6V0',
  O: 'M1 0H3L4 1V5L3 6H1L0 5V1Z',
  P: 'M0 6V0H3L4 1V2L3 3H0',
  Q: 'M1 0H3L4 1V5L3 6H1L0 5V1ZM2.6 4.6L4 6',
  R: 'M0 6V0H3L4 1V2L3 3H0M2 3L4 6',
  S: 'M4 1L3 0H1L0 1V2L1 3H3L4 4V5L3 6H1L0 5',
  T: 'M0 0H4M2 0V6',
  U: 'M0 0V5L1 6H3L4 5V0',
  V: 'M0 0L2 6L4 0',
  W: 'M0 0L1 6L2 3L3 6L4 0',
  X: 'M0 0L4 6M4 0L0 6',
  Y: 'M0 0L2 3L4 0M2 3V6',
  Z: 'M0 0H4L0 6H4',
};
const LETTER_WIDTH = 4;
const LETTER_GAP = 1.8;
const LINE_GAP = 3.2;

const SIZE = 800;
const MARGIN = 64;

/** A title's words as lines, each no more than `perLine` letters (a longer word alone). */
function linesOf(title: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of title.toUpperCase().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= perLine) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** The title set in the lower left, in strokes scaled so its longest line fits the width. */
function lettering(title: string, colour: string): string {
  const lines = linesOf(title, 9);
  const advance = LETTER_WIDTH + LETTER_GAP;
  const longest = Math.max(...lines.map((line) => line.length));
  const unit = Math.min(18, (SIZE - 2 * MARGIN) / (longest * advance - LETTER_GAP));
  const height = (lines.length * (6 + LINE_GAP) - LINE_GAP) * unit;
  const paths = lines.flatMap((line, row) =>
    [...line].map((letter, column) => {
      const shape = LETTERS[letter];
      if (!shape) return '';
      const x = column * advance;
      const y = row * (6 + LINE_GAP);
      return `<path transform="translate(${x} ${y})" d="${shape}"/>`;
    }),
  );
  return (
    `<g transform="translate(${MARGIN} ${SIZE - MARGIN - height}) scale(${unit})" fill="none" ` +
    `stroke="${colour}" stroke-width="0.7" stroke-linecap="round" ` +
    `stroke-linejoin="round">${paths.join('')}</g>`
  );
}

/**
 * A square cover for a demo album or placement (PNG, made without any file): a diagonal
 * gradient of its two colours, a soft disc and rings of the lighter one (a sun, a lens) placed
 * by the title's length so covers differ, a shade under the title for contrast, and the title
 * set in white strokes.
 */
export function demoCover(title: string, [from, to]: [string, string]): Promise<Buffer> {
  const cx = SIZE * (0.3 + ((title.length * 7) % 10) / 25);
  const cy = SIZE * (0.24 + ((title.length * 3) % 5) / 50);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient>` +
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0.45" stop-color="#000" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>' +
    `<radialGradient id="glow"><stop offset="0" stop-color="${to}" stop-opacity="0.9"/>` +
    `<stop offset="1" stop-color="${to}" stop-opacity="0"/></radialGradient>` +
    '</defs>' +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#sky)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${SIZE * 0.3}" fill="url(#glow)"/>` +
    [0.12, 0.19, 0.26]
      .map(
        (radius, ring) =>
          `<circle cx="${cx}" cy="${cy}" r="${SIZE * radius}" fill="none" ` +
          `stroke="#fff" stroke-opacity="${0.35 - ring * 0.1}" stroke-width="3"/>`,
      )
      .join('') +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#shade)"/>` +
    lettering(title, '#ffffff') +
    '</svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}
