// Lighthouse on the built web app's pages (issues 15 and 17): mobile defaults (a mid-range phone
// on a slow 4G link, simulated), through Debian's Chromium. Never a downloaded browser.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_PREFIX } from '@cuebrief/shared';

const run = promisify(execFile);
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** The issues' targets for the share page and the guest pages, in Lighthouse's 0–100 scores. */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};
/**
 * Runs per page; the one with the median performance score is reported. Scores vary by run with
 * what else the machine does (mostly the blocking time): three runs of each of nine pages keep
 * the whole audit within about ten minutes.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export type LighthouseFigures = {
  /** The path as the report names it (a share link's token left out). */
  name: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Every run's performance score, in order. */
  performanceRuns: number[];
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** The scripts the median run loaded, and their bytes as sent (compressed). */
  scripts: number;
  scriptBytesSent: number;
  /** The machine's load average (1 minute) as the page's first run began. */
  loadAverage: number;
  /** The audits that cost points in the median run, with their scores (none when all pass). */
  failing: string[];
};

type Audit = {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
};
type Report = {
  runtimeError?: { code: string; message: string };
  categories: Record<
    (typeof CATEGORIES)[number],
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, Audit & { details?: { items?: NetworkRequest[] } }>;
};
type NetworkRequest = { resourceType?: string; transferSize?: number };

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** What cost points: scored audits below full marks in the three categories. */
function failingAudits(report: Report): string[] {
  const failing = new Set<string>();
  for (const category of CATEGORIES) {
    for (const { id, weight } of report.categories[category].auditRefs) {
      const audit = report.audits[id];
      if (!audit || weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') continue;
      failing.add(`${id} (${audit.score.toFixed(2)})`);
    }
  }
  return [...failing];
}

/** One Lighthouse run of `url`: its report, read from the file the CLI writes. */
async function lighthouseOnce(url: string, folder: string, index: number): Promise<Report> {
  const output = path.join(folder, `report-${index}.json`);
  await run(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
      timeout: 180_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const report = JSON.parse(await readFile(output, 'utf8')) as Report;
  if (report.runtimeError) {
    throw new Error(
      `Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`,
    );
  }
  return report;
}

function figuresOf(
  name: string,
  report: Report,
  performanceRuns: number[],
  loadAverage: number,
): LighthouseFigures {
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  return {
    name,
    performance: score(report.categories.performance.score),
    accessibility: score(report.categories.accessibility.score),
    bestPractices: score(report.categories['best-practices'].score),
    seo: score(report.categories.seo.score),
    performanceRuns,
    firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(value('total-blocking-time')),
    cumulativeLayoutShift: Number(value('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(value('speed-index')),
    scripts: scripts.length,
    scriptBytesSent: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    loadAverage,
    failing: failingAudits(report),
  };
}

/**
 * Lighthouse `LIGHTHOUSE_RUNS` times on each page, one after another (runs side by side would
 * share the CPU the simulation measures). `pages` maps the name to report to the path to open.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: { name: string; path: string }[],
): Promise<LighthouseFigures[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-lighthouse-'));
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const loadAverage = os.loadavg()[0] ?? 0;
      const reports: Report[] = [];
      for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) {
        const url = `${baseUrl}${page.path}`;
        // Chromium on a busy machine now and then loses a trace (NO_NAVSTART): one more try.
        reports.push(
          await lighthouseOnce(url, folder, index).catch(() => lighthouseOnce(url, folder, index)),
        );
      }
      const runs = reports.map((report) => score(report.categories.performance.score));
      const byScore = [...reports].sort(
        (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
      );
      const median = byScore[byScore.length >> 1];
      if (!median) throw new Error(`Lighthouse did not run on ${page.path}`);
      figures.push(figuresOf(page.name, median, runs, loadAverage));
    }
    return figures;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Opens the share link the audits will load, so a link that does not open (no demo data, a
 * changed token) stops the bench with a reason instead of auditing the "link does not exist" page.
 */
export async function checkSharePage(baseUrl: string, pagePath: string): Promise<void> {
  const token = pagePath.split('/').pop() ?? '';
  const response = await fetch(`${baseUrl}${API_PREFIX.share}/${token}/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) {
    throw new Error(
      `the share page ${pagePath} does not open: ${response.status} ${await response.text()}`,
    );
  }
}

/** One line per page for the console. */
export const printLighthouse = (figures: LighthouseFigures[]) =>
  figures
    .map(
      (f) =>
        `lighthouse ${f.name.padEnd(26)} performance ${f.performance} (${f.performanceRuns.join('/')})  ` +
        `accessibility ${f.accessibility}  best practices ${f.bestPractices}  SEO ${f.seo}  ` +
        `FCP ${f.firstContentfulPaintMs} ms  LCP ${f.largestContentfulPaintMs} ms  ` +
        `TBT ${f.totalBlockingTimeMs} ms  CLS ${f.cumulativeLayoutShift}  ` +
        `JS ${f.scripts} scripts ${(f.scriptBytesSent / 1024).toFixed(1)} KB sent  load ${f.loadAverage.toFixed(1)}` +
        (f.failing.length > 0 ? `\n  costing points: ${f.failing.join(', ')}` : ''),
    )
    .join('\n');
