/**
 * What making an uploaded image's renditions costs (decision 044): a 3000 × 3000 JPEG and a
 * PNG of about 12 MB through the worker thread the upload route uses, wall time and the
 * process's peak resident memory while it runs. `npm run bench:images` prints them.
 */
import { encodeImage } from '../src/modules/audio/images/image-codecs';
import { renderImageOffThread } from '../src/modules/audio/images/image-thread';

/** Noise over a gradient: photos' detail, and a PNG that does not compress away. */
function photoLike(width: number, height: number, noise: number) {
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

async function measure(name: string, bytes: Uint8Array) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const { variants } = await renderImageOffThread(bytes);
  const ms = performance.now() - started;
  clearInterval(sampler);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `${name} (${mb(bytes.length)} MB): ${ms.toFixed(0)} ms, peak RSS ${mb(peak)} MB ` +
      `(+${mb(peak - before)} MB), ${variants.length + 2} renditions`,
  );
}

const jpeg = await encodeImage('jpeg', photoLike(3000, 3000, 40), 85);
const png = await encodeImage('png', photoLike(2700, 2700, 256));
for (let run = 0; run < 2; run += 1) {
  await measure('3000 × 3000 JPEG', jpeg);
  await measure('2700 × 2700 PNG', png);
}
