// What making an uploaded image's renditions costs (decision 044): a 3000 × 3000 JPEG and a
// PNG of about 12 MB through the built worker thread the upload route uses, each run in a
// fresh process (image-renditions-child.mjs): wall time and the rise of resident memory at the
// peak. Needs the built API (`npm run build`).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeImage, type Pixels } from '../src/modules/audio/images/image-codecs';
import { apiDir } from './settings';

/** Runs of each image; the report gives each. */
export const IMAGE_RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 2);

export type ImageRun = { ms: number; before: number; peak: number; renditions: number };
export type ImageFigures = { name: string; bytes: number; runs: ImageRun[] };

/** Noise over a gradient: photos' detail, and a PNG that does not compress away. */
function photoLike(width: number, height: number, noise: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 1;
  for (let at = 0; at < data.length; at += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed % noise) - noise / 2;
    const x = (at / 4) % width;
    data.set([(x * 255) / width + grain, 120 + grain, 200 - grain, 255], at);
  }
  return { data, width, height };
}

const run = promisify(execFile);

async function measureOnce(file: string): Promise<ImageRun> {
  const { stdout } = await run(process.execPath, ['bench/image-renditions-child.mjs', file], {
    cwd: apiDir,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ImageRun;
}

/** Each image's runs, said as they finish. */
export async function measureImageRenditions(say: (line: string) => void): Promise<ImageFigures[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-bench-images-'));
  try {
    const images = [
      { name: '3000 × 3000 JPEG', format: 'jpeg' as const, pixels: photoLike(3000, 3000, 40) },
      { name: '2700 × 2700 PNG', format: 'png' as const, pixels: photoLike(2700, 2700, 256) },
    ];
    const figures: ImageFigures[] = [];
    for (const image of images) {
      const file = path.join(workDir, `${image.format}.${image.format}`);
      const encoded = await encodeImage(image.format, image.pixels, 85);
      await writeFile(file, encoded);
      const runs: ImageRun[] = [];
      for (let round = 0; round < IMAGE_RUNS; round += 1) {
        const measured = await measureOnce(file);
        runs.push(measured);
        say(`${image.name}: ${printRun(measured)}`);
      }
      figures.push({ name: image.name, bytes: encoded.length, runs });
    }
    return figures;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

export const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
export const printRun = (run: ImageRun) =>
  `${(run.ms / 1000).toFixed(1)} s, peak RSS ${mib(run.peak)} MB (+${mib(run.peak - run.before)} MB), ${run.renditions} renditions`;
