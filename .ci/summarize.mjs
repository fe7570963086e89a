// Adds up the test reports — Vitest's JSON and Playwright's JSON — and prints one closing line:
// "N passed, N failed[, N skipped]". A report that is missing or unreadable, or a run that failed
// outside any test (a file that did not load, a server that did not start), counts as a failure.
import { readFileSync } from 'node:fs';

/** passed, failed and skipped of one report, whichever runner wrote it. */
function countsOf(report) {
  if (report.stats && Array.isArray(report.suites)) {
    // Playwright: expected = passed as expected, unexpected = failed, flaky = passed on a retry.
    const { expected, unexpected, skipped, flaky } = report.stats;
    const outside = unexpected === 0 ? (report.errors?.length ?? 0) : 0;
    return { passed: expected + flaky, failed: unexpected + outside, skipped, flaky };
  }
  const outside = report.success === false && report.numFailedTests === 0 ? 1 : 0;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + outside,
    skipped: report.numPendingTests + report.numTodoTests,
    flaky: 0,
  };
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const name = file.split('/').pop();
  let counts;
  try {
    counts = countsOf(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    failed += 1;
    console.log(`${name}: no report (${error instanceof Error ? error.message : error})`);
    continue;
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(
    `${name}: ${counts.passed} passed, ${counts.failed} failed` +
      (counts.skipped ? `, ${counts.skipped} skipped` : '') +
      (counts.flaky ? ` (${counts.flaky} flaky)` : ''),
  );
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
