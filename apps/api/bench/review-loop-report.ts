// The review loop's section of docs/benchmarks.md, for the whole bench (report.ts) and for its
// own run (review-loop-run.ts), which puts it in place of the section already there.
import { isMissing, type ReviewLoopFigures, type RouteFigures } from './review-loop';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  FIRST_SCREEN_LOADS,
  FIRST_SCREEN_TARGET_MS,
  REVIEW_TARGET_P99_MS,
  WARMUP_SECONDS,
} from './settings';

const REVIEW_LOOP_HEADING = '## The review loop: a request with hundreds of takes';
const headingOf = (database: ReviewLoopFigures['database']) =>
  `${REVIEW_LOOP_HEADING}, ${database === 'embedded' ? 'on the embedded database' : 'on PostgreSQL'}`;

const verdict = (met: boolean) => (met ? 'met' : '**not met**');

/** A route's line; `hasTarget` false for the reference, which the issue sets no target for. */
function routeRow(
  figures: RouteFigures | { missing: string },
  name: string,
  hasTarget = true,
): string {
  if (isMissing(figures)) return `| ${name} | not measured: ${figures.missing} | | | | |`;
  const met = figures.requestsPerSecond > 0 && figures.p99 < REVIEW_TARGET_P99_MS;
  return `| ${name} (${figures.items} items, ${(figures.bytes / 1024).toFixed(1)} KB) | ${figures.requestsPerSecond.toLocaleString('en-US')} | ${figures.p50} | ${figures.p99} | ${figures.errors + figures.non2xx} | ${hasTarget ? verdict(met) : '—'} |`;
}

export function reviewLoopReport(figures: ReviewLoopFigures, when = new Date()): string {
  const { seed, firstScreen } = figures;
  const screen = isMissing(firstScreen)
    ? `Not measured: ${firstScreen.missing}.`
    : `| load | median ms | each load, ms |
| --- | ---: | --- |
| empty cache (a new browser context) | ${firstScreen.coldMedianMs} | ${firstScreen.coldMs.join(' · ')} |
| again, scripts cached | ${firstScreen.warmMedianMs} | ${firstScreen.warmMs.join(' · ')} |

Target under ${FIRST_SCREEN_TARGET_MS} ms with an empty cache: ${verdict(firstScreen.coldMedianMs < FIRST_SCREEN_TARGET_MS)}.`;
  const database =
    figures.database === 'embedded'
      ? 'the embedded database (PGlite, in the API process: every query runs on its one thread)'
      : 'PostgreSQL (its own processes, on the same two cores)';
  return `${headingOf(figures.database)}

Issue 14's case, with the API on ${database} (run ${when.toISOString()}; load average ${figures.loadAverage.toFixed(1)}
when the measures began). Before the API starts, the bench writes one request
of the demo client Ava with **${seed.takes} takes of ${seed.versionsPerTake} versions** each (${seed.takesPerSubmission} takes per submission, by two
demo composers; each version with a 1,000-point waveform, an mp3 row and a finished analysis for
nine in ten of them, a failed one for the rest), a decision on a quarter of the takes and a
favourite on a ninth, and **${seed.comments} comments** on one take: threads by the client on both of
its versions, a third of them replies by its composer (apps/api/bench/review-loop-load.ts, rows
inserted in bulk; ${seed.seconds} s). Then, signed in as Ava, autocannon sends each call for
${WARMUP_SECONDS} s unrecorded and ${DURATION_SECONDS} s measured at ${CONNECTIONS} connections.

| route | requests/s | p50 ms | p99 ms | errors | p99 under ${REVIEW_TARGET_P99_MS} ms |
| --- | ---: | ---: | ---: | ---: | --- |
${routeRow(figures.comments, `GET /audio/{id}/comments, the take's latest version`)}
${routeRow(figures.takesPage, `GET /client/request/{id}/takes?page=1 (50 rows)`)}
${routeRow(figures.reference, 'for comparison, in the same run: GET /users/v1/auth/profile', false)}

The profile call is the yardstick: it reads nothing from the database (decision 003), so it shows
how fast this shared machine was during the run; compare it with the profile call's line at the
top of this file, measured by the whole bench.

How the table's page is read (apps/api/src/modules/submissions/client-takes*.ts): for every column
but fit, one prepared statement numbers all the request's takes by the sort key (the latest
version of each by a window over \`(take_id, version)\`, with only the joins the key needs),
cuts the page, and reads the page's 50 rows alone with their composer, master file's analysis,
decision, the client's marks and latest offer; the count comes from the same window. Fit is
computed by the shared rules, so sorting or filtering by it reads every take's analysis and
orders them in the API. Waveforms are read for the page's takes only and kept folded to 48
points per audio id (an audio's peaks never change). A CPU profile of the API under this load
on PostgreSQL: the one Node thread is busy all the time, a fifth of it validating and writing
the 50 KB answer, a fifth in socket writes (the answer, and the two statements to PostgreSQL),
a fifth reading the database's rows (pg and Drizzle), a tenth the route's own work. On the
embedded database the statements run on that same thread too (the page's, alone, takes about
12 ms there), so 20 connections queue behind one another.

**The table's first screen in Chromium**: \`${isMissing(firstScreen) ? '/requests/{id}/submissions?view=table' : firstScreen.path}\` opened ${FIRST_SCREEN_LOADS}
times by Debian's Chromium (headless, 1440 × 900) signed in as Ava, timed from the start of
navigation to the frame that first paints a row of the table (apps/api/bench/first-screen.ts:
a MutationObserver installed before the app's code notes the row, then the next animation frame).
Each load starts with an empty cache in a new browser context and is followed by a second load
in the same context.

${screen}

Reproduce this section alone (it replaces itself in this file):

\`\`\`
npm run build
npm run bench:review-loop --workspace @cuebrief/api    # BENCH_REVIEW_TAKES, BENCH_SECONDS, BENCH_CONNECTIONS change the run
createdb cuebrief_bench && BENCH_DATABASE_URL=postgres://…/cuebrief_bench npm run bench:review-loop --workspace @cuebrief/api    # on PostgreSQL
\`\`\`
`;
}

/**
 * `document` with the review loop's section on `database` replaced, or added after the other
 * database's, else before the web app's section.
 */
export function withReviewLoopSection(
  document: string,
  database: ReviewLoopFigures['database'],
  section: string,
): string {
  const heading = headingOf(database);
  const start = document.indexOf(heading);
  if (start !== -1) {
    const next = document.indexOf('\n## ', start + heading.length);
    return document.slice(0, start) + section + (next === -1 ? '' : document.slice(next + 1));
  }
  const before = ['## Audio upload', '## Web app:', '## Reproduce']
    .map((heading) => document.indexOf(heading))
    .find((index) => index !== -1);
  if (before === undefined) return `${document.trimEnd()}\n\n${section}`;
  return `${document.slice(0, before)}${section}\n${document.slice(before)}`;
}
