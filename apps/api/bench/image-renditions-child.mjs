// One measurement of bench/image-renditions.ts, in a process of its own so that no earlier
// image's memory (kept by the allocator after its thread ended) hides this one's: hands the
// image in the file named by its argument to the built image worker (dist/image-worker.js, as
// the server's image-thread.ts starts one per upload), then prints the wall time and the
// process's resident memory before and at the peak as one JSON line. Plain JavaScript, so
// that no TypeScript loader's memory is counted.
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';

const file = process.argv[2];
if (!file) throw new Error('usage: image-renditions-child.mjs <image file>');
const bytes = new Uint8Array(await readFile(file));
const before = process.memoryUsage().rss;
// The kernel's high-water mark catches a peak between two samples.
let sampled = before;
const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 5);
const started = performance.now();
const worker = new Worker(new URL('../dist/image-worker.js', import.meta.url));
const answer = await new Promise((resolve, reject) => {
  worker.once('message', resolve);
  worker.once('error', reject);
  worker.postMessage({ bytes }, [bytes.buffer]);
});
await worker.terminate();
const ms = performance.now() - started;
clearInterval(sampler);
if (answer.type !== 'rendered') throw new Error(`refused: ${answer.message}`);
const peak = Math.max(sampled, process.resourceUsage().maxRSS * 1024);
const renditions = answer.renditions.variants.length + 2;
process.stdout.write(`${JSON.stringify({ ms, before, peak, renditions })}\n`);
