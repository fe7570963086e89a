// The section of docs/benchmarks.md on caches across instances (issue 16, decision 024), written
// by its own run (caches-across-instances.ts) and kept as it is by the whole bench.
import os from 'node:os';

export const CACHES_HEADING = '## Caches across instances, on PostgreSQL';

/** Median, 90th percentile and largest of `ms`, as a table's cells. */
function cells(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const f = (value: number) => value.toFixed(1);
  return `${f(at(0.5))} | ${f(at(0.9))} | ${f(sorted[sorted.length - 1]!)}`;
}

export function cachesTable(times: Record<string, number[]>): string {
  const rows = Object.entries(times).map(
    ([what, ms]) => `| ${what} | ${ms.length} | ${cells(ms)} |`,
  );
  return [
    '| change made through the first instance | tries | median ms | 90th percentile ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

export function cachesReport(times: Record<string, number[]>, loadAverage: number): string {
  return `${CACHES_HEADING}

Run: ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · load
average ${loadAverage.toFixed(1)} (1 minute) when it began · Node ${process.version}.

Two built API processes share one fresh PostgreSQL database. Each try first reads through the
second instance, so it keeps the account, the session or the page in memory; then makes the
change through the first; then asks the second again, each question as soon as the last was
answered, until it sees the change. The time runs from the change's answer to the first answer
that shows it, so it includes that last question's own time: an upper bound on the drop itself.

${cachesTable(times)}

Before the cache notices (decision 024) the second instance kept a changed account for up to its
5 seconds in memory: an old access token was honoured for **4.96 s** after a password change
(issue 16's measurement). The contract's bound is 200 ms
(docs/contracts.md#caches-across-instances). On a busy machine the largest figures are the
event loops' and the load generator's turns on the two cores, not the notice's travel.

Reproduce this section alone (it replaces itself in this file):

\`\`\`
npm run build --workspace @cuebrief/api
BENCH_DATABASE_URL=postgres://…/postgres npm run bench:caches --workspace @cuebrief/api    # BENCH_CACHES_TRIES, BENCH_CACHES_PORT change the run
\`\`\`
`;
}
