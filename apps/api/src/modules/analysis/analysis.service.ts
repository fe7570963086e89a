import { analysisRepository } from './analysis.repository';
import {
  createAnalysisRunner,
  type AnalysisRunnerOptions,
  type JobOutcome,
} from './analysis-runner';

export type { JobOutcome } from './analysis-runner';

/**
 * The audio module writes and reads analysis rows through these, in its own transactions: a
 * pending row beside each mp3 or wav row it writes, and the rows of the files it presents.
 */
export const analysisRecords = {
  enqueue: analysisRepository.enqueue,
  ofFiles: analysisRepository.ofFiles,
};
export { presentAnalysis, type PresentedAnalysisRow } from './analysis.presenter';

/**
 * The analysis of stored audio (docs/contracts.md#brief-fit): a job table of one row per mp3 or
 * wav, worked off the request path on worker threads by every instance that has them
 * (ANALYSIS_WORKERS), and the `npm run analyse` command's backfill.
 */
export function createAnalysisService(deps: AnalysisRunnerOptions) {
  const { db, clock, log } = deps;
  const runner = createAnalysisRunner(deps);

  return {
    /**
     * Works the queue in the background: first a pending row for any file stored without one
     * (by an older version of the app), then each thread claims jobs as they come, looking every
     * `pollMs` and at once when nudged. The stop function gives a job under way back and ends
     * the threads. Without threads, nothing runs.
     */
    startWorker(): () => Promise<void> {
      if (deps.threads <= 0) return async () => {};
      const backfill = analysisRepository
        .enqueueMissing(db, clock.now())
        .then((added) => {
          if (added > 0) log.info({ added }, 'audio files queued for analysis');
        })
        .catch((error: unknown) => log.error({ err: error }, 'analysis backfill failed'))
        .finally(() => runner.start());
      return async () => {
        await backfill;
        await runner.stop();
      };
    },

    /** How many jobs wait to be measured, held or not (the metrics read it at each scrape). */
    countPending: () => analysisRepository.countPending(db),

    /** New files were stored: this instance's idle threads look for their jobs now. */
    nudge: () => runner.nudge(),

    /** A pending row for every mp3 or wav stored without one: how many were added. */
    enqueueMissing: () => analysisRepository.enqueueMissing(db, clock.now()),

    /** Failed jobs, or with `all` every job nobody holds, queued again: how many. */
    requeue: (options: { all: boolean }) =>
      analysisRepository.requeue(db, { ...options, now: clock.now() }),

    /** Works the queue on this process's threads until no job is claimable; then ends them. */
    async drain(onOutcome: (outcome: JobOutcome) => void): Promise<void> {
      try {
        await runner.drain(onOutcome);
      } finally {
        await runner.stop();
      }
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
