// The settings of one `npm run bench`: what run.ts measures and report.ts writes down.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARE_PAGE_PATH } from '@cuebrief/shared';
import { DEMO_SHARE_TOKEN } from '../src/demo/demo-share-links';
import { BENCH_QUERY } from './requests-load';

export const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const repoDir = path.resolve(apiDir, '../..');
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Unrecorded load first, so the JIT has compiled the hot path before figures are taken.
export const WARMUP_SECONDS = 3;
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const LOGIN_CONNECTIONS = 10;
export const LOGIN_ACCOUNTS = [
  'lena@composers.example',
  'theo@composers.example',
  'ava@northlight.example',
  'marc@bluefern.example',
  'admin@cuebrief.example',
];
// The composers' request list is read with this many requests in the database.
export const REQUESTS_IN_DATABASE = Number(process.env.BENCH_REQUESTS ?? 100_000);
export const LIST_CONNECTIONS = 50;
export const LIST_TARGET_P99_MS = 50;
export const LIST_PATH = `/users/v1/request/composer/requests?genre=${BENCH_QUERY.genre}&mood=${BENCH_QUERY.mood}`;
export const API_PORT = Number(process.env.BENCH_PORT ?? 3300);
// The audio pipeline's case of issue 5: a 200 MB wav through the API.
export const UPLOAD_MEGABYTES = Number(process.env.BENCH_UPLOAD_MB ?? 200);
export const UPLOAD_ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
export const UPLOAD_TARGET_OF_CP = 0.5;
export const UPLOAD_MEMORY_TARGET_BYTES = 64 * 1024 * 1024;
export const BARE_PORT = API_PORT + 1;
// Issue 21 item 7: the event loop while several large mp3s are decoded at once.
export const MP3_UPLOADS = 4;
export const MP3_MEGABYTES = 20;

export type Figures = {
  rounds?: number[];
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};
// Issue 14: the review loop on a request with hundreds of takes of two versions each, and a
// take with hundreds of comments (BENCH_REVIEW_TAKES changes the number of takes).
export const REVIEW_SHAPE = {
  takes: Number(process.env.BENCH_REVIEW_TAKES ?? 300),
  versionsPerTake: 2,
  takesPerSubmission: 3,
  comments: 500,
};
export const REVIEW_TARGET_P99_MS = 50;
export const FIRST_SCREEN_TARGET_MS = 1000;
export const FIRST_SCREEN_LOADS = 5;
// Issue 15: the recipient's page of a share link — the demo's link without a password. Issue 17:
// the guest pages the web build pre-renders, read from the build itself (apps/web/dist/
// pre-rendered, decision 034), so a page added to or taken from GUEST_PAGES
// (apps/web/src/guest/guest-pages.ts) is audited or dropped without a second list to keep in step.
// Lighthouse audits them all.
export const SHARE_PAGE = `${SHARE_PAGE_PATH}/${DEMO_SHARE_TOKEN}`;

/** `/` for pre-rendered/index.html, `/a/b` for pre-rendered/a/b.html: as the API serves them. */
export function preRenderedPagePaths(webDist: string): string[] {
  const folder = path.join(webDist, 'pre-rendered');
  if (!existsSync(folder)) throw new Error(`${folder} is missing: build the web app first`);
  const pages = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replaceAll(path.sep, '/').replace(/\.html$/, '')}`)
    .map((page) => (page === '/index' ? '/' : page));
  // The home first, then as a visitor meets them: shorter addresses before the pages under them.
  return pages.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

export const lighthousePages = () => [
  { name: '/listen/<token>', path: SHARE_PAGE },
  ...preRenderedPagePaths(path.join(repoDir, 'apps/web/dist')).map((page) => ({
    name: page,
    path: page,
  })),
];
// Issue 16 item 10: the server's memory at rest with the demo data, on each database.
export const FOOTPRINT_PORT = Number(process.env.BENCH_FOOTPRINT_PORT ?? 3349);
export const FOOTPRINT_IDLE_SECONDS = Number(process.env.BENCH_FOOTPRINT_IDLE_SECONDS ?? 60);
export const FOOTPRINT_TARGET_BYTES = 300 * 2 ** 20;
/** The account whose profile call the throughput case sends. */
export const PROFILE_ACCOUNT = 'lena@composers.example';
