// The covers' section of docs/benchmarks.md (decision 044): what making an image's renditions
// costs, written by the whole bench (run.ts) and by its own run (images-run.ts).
import os from 'node:os';
import { mib, type ImageFigures } from './image-renditions';

export const IMAGES_HEADING = "## Covers: making an image's renditions";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function imagesReport(figures: ImageFigures[], loadAverage: number): string {
  const rows = figures.map((image) => {
    const times = image.runs.map((run) => seconds(run.ms)).join(' · ');
    const rises = image.runs.map((run) => `+${mib(run.peak - run.before)}`).join(' · ');
    const peak = Math.max(...image.runs.map((run) => run.peak));
    return `| ${image.name} (${mib(image.bytes)} MB) | ${times} | ${rises} MB | ${mib(peak)} MB |`;
  });
  return `${IMAGES_HEADING}

Run: ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · load
average ${loadAverage.toFixed(1)} (1 minute) when it began · Node ${process.version}.

A 3000 × 3000 JPEG (photo-like grain) and a 2700 × 2700 PNG (about 12 MB) go through the
upload's worker thread (decode, check, the cover, its 320 and 640 px variants and the
thumbnail, all webp), each run in a fresh process, so no earlier image's memory hides this
one's: the wall time and how far the process's resident memory rose above what it was before
the image (the kernel's high-water mark). The thread and its WebAssembly memory end with the
image; the event loop is not held meanwhile.

| image | time, each run | resident memory rise, each run | peak resident memory |
| --- | ---: | ---: | ---: |
${rows.join('\n')}

Reproduce this section alone (it replaces itself in this file):

\`\`\`
npm run bench:images --workspace @cuebrief/api    # BENCH_IMAGE_RUNS changes the runs
\`\`\`
`;
}
