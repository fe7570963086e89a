import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { startPeriodicWorker } from './lib/periodic-worker';
import { SWEEP_EVERY_MS } from './modules/rate-limit/rate-limit.service';
import type { Services } from './services';

export type Workers = {
  /**
   * Stops every worker, waiting for what each has under way: a claim it holds is finished or
   * given back. Stopping again waits for the same stop.
   */
  stop: () => Promise<void>;
};

/**
 * Every background worker of an instance (docs/contracts.md#jobs). Every instance runs all of
 * them, and each piece of work is claimed in the database, so it is done once however many run:
 *
 * - mail: a batch of due outbox rows leased in one statement (`FOR UPDATE SKIP LOCKED`); a
 *   stopping worker sends the message under way and gives the rest back;
 * - request and review digests: the people due one locked `FOR UPDATE SKIP LOCKED` in the
 *   transaction that queues their mail and stamps them;
 * - deadline closing: one update of the requests still stored open, which an instance doing the
 *   same at once waits for and then finds closed;
 * - the orphan-file sweep (daily) and the rate-limit sweep: a run claimed in `job_runs`;
 * - audio analysis: a job claimed with a token and a lease; a stopping runner gives it back.
 */
export function startWorkers(services: Services, config: Config, log: FastifyBaseLogger): Workers {
  const stopMail = services.mail.startWorker(config.mailPollMs);
  const stopRequests = services.requests.startWorker(config.requestsPollMs);
  // Review digests run at the requests worker's cadence, on every instance.
  const stopReviewDigests = services.reviewDigests.startWorker(config.requestsPollMs);
  const stopOrphanSweep = services.orphanFiles.startWorker(config.orphanSweepPollMs);
  const stopAnalysis = services.analysis.startWorker();
  const stopRateLimitSweep = startPeriodicWorker({
    intervalMs: SWEEP_EVERY_MS,
    task: () => services.rateLimiter.sweep(),
    onError: (error) => log.warn({ err: error }, 'rate-limit sweep failed'),
  });

  async function stopAll(): Promise<void> {
    // Digests write mail, so they stop before the mail worker, which then sends what it holds.
    await Promise.all([
      stopRequests(),
      stopReviewDigests(),
      stopOrphanSweep(),
      stopRateLimitSweep(),
      // A job under way is given back for another instance or the next start to take.
      stopAnalysis(),
    ]);
    await stopMail();
  }
  let stopped: Promise<void> | undefined;
  return { stop: () => (stopped ??= stopAll()) };
}
