// The Lighthouse section of docs/benchmarks.md, for the whole bench (report.ts) and for its own
// run (lighthouse-run.ts), which puts it in place of the section already there.
import { budgetOf, type PageWeight } from './initial-js';
import { LIGHTHOUSE_RUNS, LIGHTHOUSE_TARGETS, type LighthouseFigures } from './lighthouse';
import { withSection } from './report-sections';

const HEADING = '## Web app: Lighthouse on a phone';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function row(f: LighthouseFigures): string {
  const others = f.performanceRuns.length > 1 ? ` (${f.performanceRuns.join(' · ')})` : '';
  return `| \`${f.name}\` | ${f.performance}${others} | ${f.accessibility} | ${f.bestPractices} | ${f.firstContentfulPaintMs} | ${f.largestContentfulPaintMs} | ${f.totalBlockingTimeMs} | ${f.cumulativeLayoutShift} | ${f.speedIndexMs} |`;
}

/** Which of issue 15's targets the share page misses, by name; empty when all are met. */
function missedTargets(f: LighthouseFigures): string[] {
  const missed: string[] = [];
  if (f.performance < LIGHTHOUSE_TARGETS.performance) missed.push('performance');
  if (f.accessibility < LIGHTHOUSE_TARGETS.accessibility) missed.push('accessibility');
  if (f.bestPractices < LIGHTHOUSE_TARGETS.bestPractices) missed.push('best practices');
  return missed;
}

function weightLine(weight: PageWeight | undefined): string {
  if (!weight) return 'Its JavaScript was not weighed in this run.';
  const budget = budgetOf(weight.path) ?? 0;
  const verdict = weight.gzipBytes <= budget ? 'within' : '**over**';
  return `Its initial JavaScript (apps/api/bench/initial-js.ts, five cold loads at 375 × 812): ${weight.scripts} scripts, ${kb(weight.rawBytes)} raw, **${kb(weight.gzipBytes)} gzipped**, ${kb(weight.wireBytes)} sent (brotli); budget ${kb(budget)} gzipped: ${verdict} it.`;
}

export function lighthouseReport(
  figures: LighthouseFigures[],
  sharePage: { name: string; weight?: PageWeight },
  loadAverage: number,
  when = new Date(),
): string {
  const share = figures.find((f) => f.name === sharePage.name);
  const missed = share ? missedTargets(share) : ['not measured'];
  const verdict = missed.length === 0 ? 'met' : `**not met** (${missed.join(', ')})`;
  const costs = figures
    .filter((f) => f.failing.length > 0)
    .map((f) => `- \`${f.name}\`: ${f.failing.join(', ')}`)
    .join('\n');
  return `${HEADING}

Lighthouse 12.2.3 with its mobile defaults (a phone's screen, the CPU slowed 4 times and a slow
4G link, simulated) in Debian's Chromium, headless, against the API process serving the built
app (run ${when.toISOString()}; load average ${loadAverage.toFixed(1)} when it began). Each page is audited
${LIGHTHOUSE_RUNS} times one after another; the row is the run with the median performance score, the
performance of every run in brackets (apps/api/bench/lighthouse.ts). Times in ms.

| page | performance | accessibility | best practices | first contentful paint | largest contentful paint | total blocking time | layout shift | speed index |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${figures.map(row).join('\n')}

\`${sharePage.name}\` is the recipient's page of the demo's share link without a password
(listen.html, a web entry of its own: the page on Preact's React layer, none of the signed-in app).
Issue 15's targets for it — performance at least ${LIGHTHOUSE_TARGETS.performance}, accessibility ${LIGHTHOUSE_TARGETS.accessibility}, best practices
${LIGHTHOUSE_TARGETS.bestPractices}: ${verdict}. ${weightLine(sharePage.weight)} \`/\` and \`/login\` are the
signed-in app's entry, recorded beside it (no target).

${costs ? `What cost points in the rows above:\n\n${costs}\n` : 'No audit cost a point in the rows above.\n'}
The simulation multiplies the CPU time it measures, so on a busy machine the performance score
falls, mostly through total blocking time: on this shared two-core machine a static page of one
heading measured 140 ms of blocking time at a load average of 12. What the share page does for
its score: it is built on Preact's React layer (on React, evaluating react-dom alone was a long
task of 150–300 ms here, and the median score 86–95); its CSS (4 KB) is inside listen.html, so
the first paint needs no other file; the loading text is in the HTML, shown before any script
runs; no images, fonts or icon files (icons and waveforms are inline SVG); nothing loads for the
player until something is played.

Reproduce this section alone (it replaces itself in this file):

\`\`\`
npm run build
npm run bench:lighthouse --workspace @cuebrief/api    # BENCH_LIGHTHOUSE_RUNS, BENCH_LIGHTHOUSE_PORT change the run
\`\`\`
`;
}

/** `document` with the Lighthouse section replaced, else added before the reproduce section. */
export const withLighthouseSection = (document: string, section: string): string =>
  withSection(document, HEADING, section);
