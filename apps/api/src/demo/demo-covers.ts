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
function letter(canvas: Canvas, title: string, colour: Rgb) {
  const lines = linesOf(title, 9);
  const advance = LETTER_WIDTH + LETTER_GAP;
  const longest = Math.max(...lines.map((line) => line.length));
  const unit = Math.min(18, (SIZE - 2 * MARGIN) / (longest * advance - LETTER_GAP));
  const height = (lines.length * (6 + LINE_GAP) - LINE_GAP) * unit;
  const top = SIZE - MARGIN - height;
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
 * A square cover for a demo album or placement (PNG, painted pixel by pixel, no file or font):
 * a diagonal gradient of its two colours, a soft disc and rings of the lighter one (a sun, a
 * lens) placed by the title's length so covers differ, a shade under the title for contrast,
 * and the title set in white strokes.
 */
export async function demoCover(title: string, [from, to]: [string, string]): Promise<Buffer> {
  const canvas = createCanvas(SIZE);
  const [start, end] = [rgbOf(from), rgbOf(to)];
  canvas.paint((x, y) => {
    const t = (x + y) / (2 * SIZE);
    return [start.map((channel, index) => channel + (end[index]! - channel) * t) as Rgb, 1];
  });
  const cx = SIZE * (0.3 + ((title.length * 7) % 10) / 25);
  const cy = SIZE * (0.24 + ((title.length * 3) % 5) / 50);
  canvas.paint((x, y) => [end, 0.9 * Math.max(0, 1 - Math.hypot(x - cx, y - cy) / (SIZE * 0.3))]);
  [0.12, 0.19, 0.26].forEach((radius, ring) =>
    canvas.paint((x, y) => [
      WHITE,
      (0.35 - ring * 0.1) * coverage(Math.abs(Math.hypot(x - cx, y - cy) - SIZE * radius) - 1.5),
    ]),
  );
  canvas.paint((_x, y) => [BLACK, 0.55 * Math.max(0, (y / SIZE - 0.45) / 0.55)]);
  letter(canvas, title, WHITE);
  return Buffer.from(await encodeImage('png', canvas.pixels()));
}
