// `npm run bench:review-loop`: the review loop's part of the bench alone (issue 14); its section
// of docs/benchmarks.md (the embedded database's, or PostgreSQL's with BENCH_DATABASE_URL) is
// put in place of the one there.
import { runPartAlone } from './part-run';
import { measureReviewLoop, printReviewLoop } from './review-loop';
import { loadReviewLoop } from './review-loop-load';
import { reviewLoopReport, withReviewLoopSection } from './review-loop-report';
import { REVIEW_SHAPE } from './settings';

await runPartAlone({
  name: 'review',
  port: Number(process.env.BENCH_REVIEW_PORT ?? 3347),
  loading: `writing ${REVIEW_SHAPE.takes} takes × ${REVIEW_SHAPE.versionsPerTake} versions and ${REVIEW_SHAPE.comments} comments…`,
  load: (options) => loadReviewLoop({ ...options, shape: REVIEW_SHAPE }),
  measure: measureReviewLoop,
  print: printReviewLoop,
  report: (document, figures) =>
    withReviewLoopSection(document, figures.database, reviewLoopReport(figures)),
});
