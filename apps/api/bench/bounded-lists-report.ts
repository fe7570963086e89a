// The section of docs/benchmarks.md on lists that stay small (issue 16), written by its own run
// (bounded-lists-run.ts) and kept as it is by the whole bench.
import type { BoundedListsFigures, ListAnswer } from './bounded-lists';
import { FIRST_SCREEN_TARGET_MS } from './settings';

export const BOUNDED_LISTS_HEADING = '## Lists that stay small';
/** Issue 16's target: no answer of these lists over 1 MB, however old the account. */
export const ANSWER_TARGET_BYTES = 1_000_000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function row(answer: ListAnswer): string {
  return `| ${answer.name} | ${answer.who} | ${answer.items} | ${answer.total ?? '—'} | ${kb(answer.bytes)} | ${answer.ms} |`;
}

/** How far apart the long list's page and the few submissions' page are, cold. */
function difference({ firstScreen, fewScreen }: BoundedListsFigures): string {
  if ('missing' in firstScreen || 'missing' in fewScreen) return '';
  const ms = firstScreen.coldMedianMs - fewScreen.coldMedianMs;
  return ` (its cold median ${ms >= 0 ? `${ms} ms slower` : `${-ms} ms faster`} than that page's: a window of ten submissions to read and send rather than one)`;
}

/** The few submissions' page beside it: what the app costs whatever the list. */
function fewLine(few: BoundedListsFigures['fewScreen']): string {
  if ('missing' in few)
    return `The page of a request with few submissions was not measured: ${few.missing}.`;
  const count = few.submissions ?? 0;
  return `The same page for a request of the demo's with ${count} submission${count === 1 ? '' : 's'}
(\`${few.path}\`): cold median **${few.coldMedianMs} ms** (${few.coldMs.join(', ')}), warm median
**${few.warmMedianMs} ms** (${few.warmMs.join(', ')}).`;
}

/** Where a cold load of the long list's page spends its time, step by step (first-screen.ts). */
function stepsParagraph({ firstScreen }: BoundedListsFigures): string {
  if ('missing' in firstScreen) return '';
  const steps = Object.entries(firstScreen.coldSteps)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(' · ');
  return `Where a cold load's time goes (each step's median over the cold loads, ms since
navigation, from the page's own performance timeline): ${steps}. The stored session's profile,
the page's list and its chunk leave together before the entry has finished evaluating, and the
cards of the first screen are drawn before the rest of the window (decision 030). What is left
is the app's entry itself (about 675 KB of JavaScript, react-dom, MUI, emotion and i18next most
of it: downloaded, then evaluated), the page's chunk with the 55 small ones it brings, six at a
time over HTTP/1.1 (the last script), and drawing the first cards. The entry is the floor of
every page of the app: nothing shows before its first paint.`;
}

export function boundedListsReport(figures: BoundedListsFigures, when = new Date()): string {
  const { seed, answers, wholeList, firstScreen } = figures;
  const largest = Math.max(...answers.map((answer) => answer.bytes));
  const sizeVerdict =
    largest < ANSWER_TARGET_BYTES ? 'met' : `**not met** (${kb(largest)} at the most)`;
  const screen =
    'missing' in firstScreen
      ? `The first screen was not measured: ${firstScreen.missing}.`
      : `The client's submissions page of the request with the newest takes (\`${firstScreen.path}\`, the
cards, 1440 × 900), from the start of navigation to the frame that first shows an audio of the
list (apps/api/bench/first-screen.ts), signed in, over ${firstScreen.coldMs.length} loads: cold (a new browser context)
median **${firstScreen.coldMedianMs} ms** (${firstScreen.coldMs.join(', ')}), warm (its scripts cached) median
**${firstScreen.warmMedianMs} ms** (${firstScreen.warmMs.join(', ')}). Target under ${FIRST_SCREEN_TARGET_MS} ms: ${
          firstScreen.coldMedianMs < FIRST_SCREEN_TARGET_MS ? 'met' : '**not met**'
        } (cold).`;
  return `${BOUNDED_LISTS_HEADING}

A client of long standing (run ${when.toISOString()} on the ${figures.database} database, load
average ${figures.loadAverage.toFixed(1)} when it began): ${seed.requests} requests answered by two composers with
${seed.takes.toLocaleString('en')} takes, ${seed.takesPerSubmission} to a submission and ${seed.versionsPerTake} versions each, every version with its
file and analysis; every latest version a favourite; an album of ${seed.tracks} tracks (written in bulk
in ${seed.seconds} s by apps/api/bench/bounded-lists-load.ts). Each list called without parameters, as a
caller written before the window calls it (docs/contracts.md#bounded-lists); time is the median
of 5 calls over loopback, ms.

| list | caller | items in the answer | X-Total-Count | answer | ms |
| --- | --- | ---: | ---: | ---: | ---: |
${answers.map(row).join('\n')}

Items are submissions (in their request groups) for the submission lists, else audios; the
admins' list pages 20 submissions (\`?page=\`); the last row is the call the client's submissions
page makes (one request, the web app's window of 10). Target no answer over 1 MB: ${sizeVerdict}. A
submission of ${seed.takesPerSubmission} takes of ${seed.versionsPerTake} versions weighs about ${kb(
    (answers[0]?.bytes ?? 0) / Math.max(1, answers[0]?.items ?? 1),
  )} (each take is its latest version and
every version again, each with its 1,336-character \`waveform\`), so the window, not the account's
age, sets the size. The client's whole list as one answer with its \`peaks\`, which is what
\`GET /client/submissions\` answered before its window, weighs
**${(wholeList.bytes / 2 ** 20).toFixed(1)} MB** (${wholeList.submissions.toLocaleString('en')} submissions, read here in ${wholeList.windows} windows of 100 with \`peaks=full\`).

${screen} ${fewLine(figures.fewScreen)}

The page asks for 10 submissions at a time (the web app's window, \`SCREEN_WINDOWS\`), so the
account's takes cost it about what a request with a handful costs${difference(figures)}. ${stepsParagraph(figures)}

Reproduce: \`npm run build\`, then \`npm run bench:lists -w @cuebrief/api\` (a fresh data folder;
\`BENCH_DATABASE_URL=postgres://…/<fresh database>\` runs it on PostgreSQL; \`BENCH_LISTS_PORT\`
the server's port, \`BENCH_LISTS_TAKES\` the number of takes). It puts this section in place; the
whole bench keeps it.`;
}
