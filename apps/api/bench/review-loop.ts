// The review loop under load (issue 14): a take's comments and the first page of a request's
// table of takes at 20 connections, and the table's first screen in Chromium.
import os from 'node:os';
import { isMissing, type BenchDatabaseName, type Missing } from './bench-database';
import { measureFirstScreen, type ScreenTimes } from './first-screen';
import { measure } from './measure-route';
import { signIn } from './processes';
import type { ReviewLoopSeed } from './review-loop-load';
import { CONNECTIONS, FIRST_SCREEN_LOADS, type Figures } from './settings';

/** The table's rows carry this test id (apps/web features/submissions/client/takes-table). */
const TABLE_ROW = '[data-testid="take-row"]';

export type RouteFigures = Figures & { path: string; bytes: number; items: number };
export { isMissing, type Missing };

export type ReviewLoopFigures = {
  seed: ReviewLoopSeed;
  /** Which database the API ran on: the embedded one, or PostgreSQL. */
  database: BenchDatabaseName;
  /** The machine's load average (1 minute) when the measures began: others' work shows. */
  loadAverage: number;
  comments: RouteFigures | Missing;
  takesPage: RouteFigures | Missing;
  /** The profile call in the same run: how fast this machine was then, to compare runs by. */
  reference: RouteFigures | Missing;
  firstScreen: (ScreenTimes & { path: string }) | Missing;
};

/**
 * One call first, to see the route answers as it should (and how big its answer is), then the
 * load: every call of the run must be a 200 for its figures to count.
 */
async function measureRoute(
  baseUrl: string,
  token: string,
  name: string,
  path: string,
  itemsOf: (data: unknown) => number,
): Promise<RouteFigures | Missing> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  if (!response.ok)
    return { missing: `${path} answered ${response.status}: ${text.slice(0, 200)}` };
  const items = itemsOf((JSON.parse(text) as { data: unknown }).data);
  const figures = await measure(name, {
    url: `${baseUrl}${path}`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
  });
  return { ...figures, path, bytes: Buffer.byteLength(text), items };
}

export async function measureReviewLoop(
  baseUrl: string,
  seed: ReviewLoopSeed,
  database: ReviewLoopFigures['database'] = 'embedded',
): Promise<ReviewLoopFigures> {
  const loadAverage = os.loadavg()[0] ?? 0;
  const tokens = await signIn(baseUrl, seed.clientEmail);
  const comments = await measureRoute(
    baseUrl,
    tokens.accessToken,
    `GET comments of a take with ${seed.comments}`,
    `/users/v1/request/audio/${seed.commentedAudioId}/comments`,
    (data) => (data as { comments: unknown[] }).comments.length,
  );
  const takesPage = await measureRoute(
    baseUrl,
    tokens.accessToken,
    `GET the first page of ${seed.takes} takes`,
    `/users/v1/request/client/request/${seed.requestId}/takes?page=1`,
    (data) => (data as { data: unknown[] }).data.length,
  );
  const reference = await measureRoute(
    baseUrl,
    tokens.accessToken,
    'GET /users/v1/auth/profile (reference)',
    '/users/v1/auth/profile',
    () => 1,
  );
  const path = `/requests/${seed.requestId}/submissions?view=table`;
  const firstScreen = await measureFirstScreen({
    url: `${baseUrl}${path}`,
    tokens,
    selector: TABLE_ROW,
    loads: FIRST_SCREEN_LOADS,
  }).then(
    (times) => ({ ...times, path }),
    (error: unknown) => ({
      missing: `no row of the table appeared: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    }),
  );
  return { seed, database, loadAverage, comments, takesPage, reference, firstScreen };
}

/** The figures in a few lines, as the bench prints them. */
export function printReviewLoop(figures: ReviewLoopFigures): string {
  const route = (name: string, f: RouteFigures | Missing) =>
    isMissing(f)
      ? `${name}: not measured (${f.missing})`
      : `${name}: ${f.requestsPerSecond} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  errors ${f.errors + f.non2xx}  (${f.items} items, ${(f.bytes / 1024).toFixed(1)} KB)`;
  const screen = figures.firstScreen;
  return [
    `on the ${figures.database} database, load average ${figures.loadAverage.toFixed(1)}`,
    `seeded ${figures.seed.takes} takes × ${figures.seed.versionsPerTake} versions and ${figures.seed.comments} comments in ${figures.seed.seconds} s`,
    route('comments', figures.comments),
    route('takes page 1', figures.takesPage),
    route('profile (reference)', figures.reference),
    isMissing(screen)
      ? `table first screen: not measured (${screen.missing})`
      : `table first screen: cold median ${screen.coldMedianMs} ms (${screen.coldMs.join(', ')}), warm median ${screen.warmMedianMs} ms (${screen.warmMs.join(', ')})`,
  ].join('\n');
}
