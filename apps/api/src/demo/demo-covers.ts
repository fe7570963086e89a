import { encodeImage } from '../modules/audio/images/image-codecs';
import {
  coverage,
  createCanvas,
  rgbOf,
  segmentsOf,
  strokeSegment,
  type Canvas,
  type Rgb,
} from './demo-raster';

/**
 * Capital letters as strokes on a 4 × 6 grid (SVG-like path data), for the titles on the demo's
 * covers. Drawn as strokes rather than text, so a cover looks the same on a server without any
 * font installed.
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

/** A demo album's cover: square, as album art is shown. */
export const DEMO_COVER_SIZE = { width: 800, height: 800 };
/** A demo placement's still: 16:9, as a placement shows its image (a film or an ad's frame). */
export const DEMO_STILL_SIZE = { width: 1280, height: 720 };
const MARGIN = 64;
/** Letters a line holds on a square image; a wider image holds proportionally more. */
const LETTERS_PER_SQUARE_LINE = 9;

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

/**
 * The title set in the lower left, in strokes scaled so its longest line fits the width and
 * the whole stays in the lower half (so a wide still keeps its title whole).
 */
function letter(canvas: Canvas, title: string, colour: Rgb) {
  const perLine = Math.floor((LETTERS_PER_SQUARE_LINE * canvas.width) / canvas.height);
  const lines = linesOf(title, perLine);
  const advance = LETTER_WIDTH + LETTER_GAP;
  const longest = Math.max(...lines.map((line) => line.length));
  const rows = lines.length * (6 + LINE_GAP) - LINE_GAP;
  const unit = Math.min(
    18,
    (canvas.width - 2 * MARGIN) / (longest * advance - LETTER_GAP),
    (canvas.height / 2 - MARGIN) / rows,
  );
  const top = canvas.height - MARGIN - rows * unit;
  lines.forEach((line, row) =>
    [...line].forEach((character, column) => {
      const shape = LETTERS[character];
      if (!shape) return;
      const place = ([x, y]: [number, number]): [number, number] => [
        MARGIN + (column * advance + x) * unit,
        top + (row * (6 + LINE_GAP) + y) * unit,
      ];
      for (const [from, to] of segmentsOf(shape)) {
        strokeSegment(canvas, place(from), place(to), 0.7 * unit, colour);
      }
    }),
  );
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * An image for a demo album (a square cover, the default) or placement (a 16:9 still), as PNG
 * painted pixel by pixel with no file or font: a diagonal gradient of its two colours, a soft
 * disc and rings of the lighter one (a sun, a lens) placed by the title's length so images
 * differ, a shade under the title for contrast, and the title set in white strokes. Sizes of
 * the disc and rings follow the shorter side, so a wide still is not a stretched cover.
 */
export async function demoCover(
  title: string,
  [from, to]: [string, string],
  { width, height } = DEMO_COVER_SIZE,
): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const short = Math.min(width, height);
  const [start, end] = [rgbOf(from), rgbOf(to)];
  canvas.paint((x, y) => {
    const t = (x / width + y / height) / 2;
    return [start.map((channel, index) => channel + (end[index]! - channel) * t) as Rgb, 1];
  });
  const cx = width * (0.3 + ((title.length * 7) % 10) / 25);
  const cy = height * (0.24 + ((title.length * 3) % 5) / 50);
  canvas.paint((x, y) => [end, 0.9 * Math.max(0, 1 - Math.hypot(x - cx, y - cy) / (short * 0.3))]);
  [0.12, 0.19, 0.26].forEach((radius, ring) =>
    canvas.paint((x, y) => [
      WHITE,
      (0.35 - ring * 0.1) * coverage(Math.abs(Math.hypot(x - cx, y - cy) - short * radius) - 1.5),
    ]),
  );
  canvas.paint((_x, y) => [BLACK, 0.55 * Math.max(0, (y / height - 0.45) / 0.55)]);
  letter(canvas, title, WHITE);
  return Buffer.from(await encodeImage('png', canvas.pixels()));
}
