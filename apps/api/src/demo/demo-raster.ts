import type { Pixels } from '../modules/audio/images/image-codecs';

/** An RGB colour from `#rrggbb`. */
export type Rgb = [number, number, number];
export const rgbOf = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/**
 * A canvas of opaque RGBA pixels, `width` × `height`, that the demo's images are painted on, one
 * layer at a time (each `paint` blends a colour over every pixel by the coverage its function
 * gives), so the images need no graphics library and no font.
 */
export function createCanvas(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  const blend = (at: number, [r, g, b]: Rgb, alpha: number) => {
    if (alpha <= 0) return;
    const a = Math.min(1, alpha);
    data[at] = data[at]! + (r - data[at]!) * a;
    data[at + 1] = data[at + 1]! + (g - data[at + 1]!) * a;
    data[at + 2] = data[at + 2]! + (b - data[at + 2]!) * a;
    data[at + 3] = 255;
  };
  return {
    width,
    height,
    /** Blends, at each pixel, the colour and opacity `colourAt` gives for its centre. */
    paint(
      colourAt: (x: number, y: number) => [Rgb, number] | undefined,
      box = { left: 0, top: 0, right: width, bottom: height },
    ) {
      for (let y = Math.max(0, box.top); y < Math.min(height, box.bottom); y += 1) {
        for (let x = Math.max(0, box.left); x < Math.min(width, box.right); x += 1) {
          const paint = colourAt(x + 0.5, y + 0.5);
          if (paint) blend((y * width + x) * 4, paint[0], paint[1]);
        }
      }
    },
    pixels: (): Pixels => ({ data, width, height }),
  };
}
export type Canvas = ReturnType<typeof createCanvas>;

/** How much of a pixel at `distance` from a shape's edge is inside it (one pixel of blur). */
export const coverage = (distance: number) => Math.max(0, Math.min(1, 0.5 - distance));

/** A stroke along a straight segment with round ends, `width` wide, antialiased. */
export function strokeSegment(
  canvas: Canvas,
  [x1, y1]: [number, number],
  [x2, y2]: [number, number],
  width: number,
  colour: Rgb,
) {
  const half = width / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length2 = dx * dx + dy * dy || 1;
  canvas.paint(
    (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length2));
      const distance = Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)) - half;
      return [colour, coverage(distance)];
    },
    {
      left: Math.floor(Math.min(x1, x2) - half - 1),
      right: Math.ceil(Math.max(x1, x2) + half + 1),
      top: Math.floor(Math.min(y1, y2) - half - 1),
      bottom: Math.ceil(Math.max(y1, y2) + half + 1),
    },
  );
}

/**
 * The straight segments of path data made of absolute M, L, H, V and Z commands (what the
 * covers' letters use), each as its two end points.
 */
export function segmentsOf(path: string): [[number, number], [number, number]][] {
  const segments: [[number, number], [number, number]][] = [];
  let at: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  for (const [, command, args] of path.matchAll(/([MLHVZ])([^MLHVZ]*)/g)) {
    const numbers = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const to: [number, number] =
      command === 'H'
        ? [numbers[0]!, at[1]]
        : command === 'V'
          ? [at[0], numbers[0]!]
          : command === 'Z'
            ? start
            : [numbers[0]!, numbers[1]!];
    if (command === 'M') start = to;
    else segments.push([at, to]);
    at = to;
  }
  return segments;
}
