// `npm run bench:lists`: lists that stay small (issue 16) alone: a client with 5,000 takes, each
// list's answer without parameters, and the client's submissions page's first screen; its
// section of docs/benchmarks.md is put in place of the one there.
import { measureBoundedLists, printBoundedLists } from './bounded-lists';
import { LISTS_SHAPE, loadBoundedLists } from './bounded-lists-load';
import { BOUNDED_LISTS_HEADING, boundedListsReport } from './bounded-lists-report';
import { runPartAlone } from './part-run';
import { withSection } from './report-sections';

await runPartAlone({
  name: 'lists',
  port: Number(process.env.BENCH_LISTS_PORT ?? 3346),
  loading: `writing a client's ${LISTS_SHAPE.takes} takes × ${LISTS_SHAPE.versionsPerTake} versions, favourites and ${LISTS_SHAPE.tracks} tracks…`,
  load: loadBoundedLists,
  measure: measureBoundedLists,
  print: printBoundedLists,
  report: (document, figures) =>
    withSection(document, BOUNDED_LISTS_HEADING, boundedListsReport(figures)),
});
