// The Lighthouse section of docs/benchmarks.md, for the whole bench (report.ts) and for its own
// run (lighthouse-run.ts), which puts it in place of the section already there.
import { budgetOf, type PageWeight } from './initial-js';
import { LIGHTHOUSE_RUNS, LIGHTHOUSE_TARGETS, type LighthouseFigures } from './lighthouse';
import { withSection } from './report-sections';

const HEADING = '## Web app: Lighthouse on a phone';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The guest pages at the commit issue 17 started from (signed-in app's entry for every page,
 * nothing pre-rendered): the same audit, three runs each, load average 1.6 to 7.
 */
const BEFORE_ISSUE_17 = `| page | performance | FCP | LCP | TBT | CLS | JS sent |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
| \`/\` | 76 (67 · 76 · 77) | 2895 | 3275 | 447 | 0 | 243 KB |
| \`/info\` | 66 (64 · 66 · 73) | 2914 | 3578 | 689 | 0.084 | 243 KB |
| \`/login\` | 82 (80 · 82 · 83) | 3230 | 3550 | 157 | 0 | 253 KB |
| \`/choose-user-type\` | 87 (85 · 87 · 91) | 2910 | 3105 | 156 | 0 | 221 KB |
| \`/sign-up/composer\` | 77 (72 · 77 · 81) | 3153 | 3677 | 300 | 0.016 | 284 KB |
| \`/sign-up/client\` | 74 (74 · 74 · 82) | 3059 | 3904 | 357 | 0.037 | 284 KB |
| \`/question-answer/agency\` | 73 (70 · 73 · 73) | 3053 | 4087 | 313 | 0.064 | 298 KB |
| \`/question-answer/composer\` | 77 (73 · 77) | 3058 | 4051 | 319 | 0.064 | 298 KB |

Accessibility and SEO were 100 on all eight; best practices 96 on the sign-up and Q&A pages (zod's
test of \`new Function\`, refused by the page CSP, reported as a browser issue), 100 on the others.`;

function row(f: LighthouseFigures): string {
  const others = f.performanceRuns.length > 1 ? ` (${f.performanceRuns.join(' · ')})` : '';
  return `| \`${f.name}\` | ${f.performance}${others} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.firstContentfulPaintMs} | ${f.largestContentfulPaintMs} | ${f.totalBlockingTimeMs} | ${f.cumulativeLayoutShift} | ${f.speedIndexMs} | ${f.scripts}, ${kb(f.scriptBytesSent)} | ${f.loadAverage.toFixed(1)} |`;
}

/**
 * Which targets a page misses, by name; empty when all are met. SEO is not the share page's: a
 * private link says `noindex` on purpose, which SEO counts as not crawlable.
 */
function missedTargets(f: LighthouseFigures, sharePage: string): string[] {
  const missed: string[] = [];
  if (f.performance < LIGHTHOUSE_TARGETS.performance) missed.push('performance');
  if (f.accessibility < LIGHTHOUSE_TARGETS.accessibility) missed.push('accessibility');
  if (f.bestPractices < LIGHTHOUSE_TARGETS.bestPractices) missed.push('best practices');
  if (f.seo < LIGHTHOUSE_TARGETS.seo && f.name !== sharePage) missed.push('SEO');
  return missed;
}

function verdicts(figures: LighthouseFigures[], sharePage: string): string {
  const missing = figures
    .map((f) => [f.name, missedTargets(f, sharePage)] as const)
    .filter(([, missed]) => missed.length > 0);
  if (missing.length === 0) return 'Every page meets its targets in this run.';
  return `Targets **not met** in this run: ${missing
    .map(([name, missed]) => `\`${name}\` (${missed.join(', ')})`)
    .join('; ')}.`;
}

function weightLine(weight: PageWeight | undefined): string {
  if (!weight) return 'Its JavaScript was not weighed in this run.';
  const budget = budgetOf(weight.path) ?? 0;
  const verdict = weight.gzipBytes <= budget ? 'within' : '**over**';
  return `The share page's initial JavaScript (apps/api/bench/initial-js.ts, five cold loads at 375 × 812): ${weight.scripts} scripts, ${kb(weight.rawBytes)} raw, **${kb(weight.gzipBytes)} gzipped**, ${kb(weight.wireBytes)} sent (brotli); budget ${kb(budget)} gzipped: ${verdict} it.`;
}

export function lighthouseReport(
  figures: LighthouseFigures[],
  sharePage: { name: string; weight?: PageWeight },
  loadAverage: number,
  when = new Date(),
): string {
  const costs = figures
    .filter((f) => f.failing.length > 0)
    .map((f) => `- \`${f.name}\`: ${f.failing.join(', ')}`)
    .join('\n');
  return `${HEADING}

Lighthouse 12.2.3 with its mobile defaults (a phone's screen, the CPU slowed 4 times and a slow
4G link, simulated) in Debian's Chromium, headless, against the API process serving the built
app with the demo data (run ${when.toISOString()}; load average ${loadAverage.toFixed(1)} when it began, and per page
in the last column). Each page is audited ${LIGHTHOUSE_RUNS} times one after another; the row is the run with the
median performance score, the performance of every run in brackets (apps/api/bench/lighthouse.ts).
Times in ms; JS is the scripts the page loaded and their bytes as sent (brotli).

| page | performance | accessibility | best practices | SEO | first contentful paint | largest contentful paint | total blocking time | layout shift | speed index | JS | load |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${figures.map(row).join('\n')}

Targets: performance at least ${LIGHTHOUSE_TARGETS.performance}, accessibility, best practices and SEO ${LIGHTHOUSE_TARGETS.accessibility} — issue 15 for \`${sharePage.name}\`
(the recipient's page of the demo's share link without a password: listen.html, on Preact's React
layer; no SEO target, since a private link is \`noindex\` on purpose), issue 17 for the eight guest
pages (pre-rendered at build and hydrated by the guest entry on Preact's React layer, decision 034).
${verdicts(figures, sharePage.name)} ${weightLine(sharePage.weight)}

${costs ? `What cost points in the rows above:\n\n${costs}\n` : 'No audit cost a point in the rows above.\n'}
The guest pages before issue 17, for comparison:

${BEFORE_ISSUE_17}

The simulation multiplies the CPU time it measures by four, so on a busy machine the performance
score falls, almost only through total blocking time: a task of 13 ms on this machine already
blocks in the simulation, and other engineers' test runs on the same two cores lengthen every
task (the load column). What is left of it on the guest pages is the guest entry's evaluation and
its hydration (MUI's styles computed again for every element): the shell at once, the page's
content a task later, or at the visitor's first input on the pages without data of their own;
decision 034 says what the trace shows and what would take it further.

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
