import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { analysisRepository as repository, type ClaimedJob } from './analysis.repository';
import { AnalysisFailure, createAnalysisThread, type AnalysisThread } from './analysis-thread';

/** How long a claim holds a job without word from its holder (a kill -9 frees it after this). */
export const LEASE_MS = 60_000;
/** How often a holder moves its lease on while it works. */
export const RENEW_MS = 15_000;
/** Claims of one job before it is failed for good. */
export const MAX_ATTEMPTS = 3;
/** How long a job that failed for a passing reason (storage unreachable) waits to be tried again. */
export const RETRY_AFTER_MS = 10_000;
/**
 * A nudge comes from inside the transaction that writes the job, before its commit makes the
 * row visible to a claim: lanes that find nothing look again after these delays, so an upload's
 * analysis starts within a moment rather than at the next poll.
 */
const NUDGE_FOLLOW_UPS_MS = [250, 1_000];

/** How one claimed job ended, as the analyse command reports it. */
export type JobOutcome = {
  job: ClaimedJob;
  /** `retry`: failed for a passing reason, back in the queue; `lost`: another claim took it. */
  state: 'done' | 'failed' | 'retry' | 'lost' | 'released';
  summary: string;
};

export type AnalysisRunnerOptions = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** A stored file's bytes, as the storage driver streams them (wired in services.ts). */
  openStoredFile: (storageKey: string) => Promise<Readable>;
  /** Worker threads of this instance, one job each at a time; 0: it analyses nothing. */
  threads: number;
  pollMs: number;
};

function summaryOf(outcome: Omit<JobOutcome, 'summary'>, detail: string): JobOutcome {
  return { ...outcome, summary: detail };
}

/**
 * The jobs of the analysis table, worked on this instance's threads (docs/contracts.md#brief-fit):
 * each lane (one thread) claims one pending job at a time with a fresh token and a lease, streams
 * the stored file to its thread, renews the lease while it works, and writes the outcome under
 * its token only, so a job whose lease ran out and was claimed again is never recorded twice.
 */
export function createAnalysisRunner(options: AnalysisRunnerOptions) {
  const { db, clock, log, openStoredFile } = options;
  const lanes = Array.from({ length: Math.max(0, options.threads) }, () => ({
    thread: createAnalysisThread(),
    stop: new AbortController(),
  }));
  const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_MS);

  /** Claims, measures and records one job on `thread`; undefined when no job was claimable. */
  async function workOne(
    thread: AnalysisThread,
    stop: AbortSignal,
  ): Promise<JobOutcome | undefined> {
    const now = clock.now();
    await repository.failExhausted(db, now, MAX_ATTEMPTS);
    const job = await repository.claim(db, {
      token: randomUUID(),
      now,
      leaseUntil: leaseFrom(now),
    });
    if (!job) return undefined;
    const lost = new AbortController();
    const renewal = setInterval(() => {
      repository
        .renew(db, job, leaseFrom(clock.now()))
        .then((held) => {
          if (!held) lost.abort();
        })
        .catch((error: unknown) => log.warn({ err: error }, 'analysis lease not renewed'));
    }, RENEW_MS);
    renewal.unref();
    try {
      const result = await thread.analyse(
        await openStoredFile(job.storageKey),
        AbortSignal.any([stop, lost.signal]),
      );
      const recorded = await repository.recordDone(db, job, { result, now: clock.now() });
      const measured = `${result.bpm ?? '–'} BPM, ${result.key ?? 'no key'}, ${result.loudnessLufs ?? '–'} LUFS`;
      return summaryOf({ job, state: recorded ? 'done' : 'lost' }, measured);
    } catch (error) {
      if (stop.aborted) {
        // A shutdown: the job goes back as it was, for this instance's next start or another.
        await repository.release(db, job);
        return summaryOf({ job, state: 'released' }, 'stopped');
      }
      const failure = error instanceof AnalysisFailure ? error : undefined;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 200);
      const isFinal = (failure?.isFinal ?? false) || job.attempts >= MAX_ATTEMPTS;
      const recorded = await repository.recordFailure(db, job, {
        error: message,
        isFinal,
        retryAt: new Date(clock.now().getTime() + RETRY_AFTER_MS),
      });
      if (!failure) log.error({ err: error, audioFileId: job.audioFileId }, 'analysis failed');
      const state = !recorded ? 'lost' : isFinal ? 'failed' : 'retry';
      return summaryOf({ job, state }, message);
    } finally {
      clearInterval(renewal);
    }
  }

  /** The lanes waiting for their next poll, woken early by a nudge or a stop. */
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };
  let isRunning = false;
  const running: Promise<void>[] = [];

  async function idle(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      sleepers.add(wake);
    });
  }

  async function runLane(lane: (typeof lanes)[number]): Promise<void> {
    while (isRunning) {
      const outcome = await workOne(lane.thread, lane.stop.signal).catch((error: unknown) => {
        log.error({ err: error }, 'analysis job could not be run');
        return undefined;
      });
      if (outcome?.state === 'done') {
        log.info({ audioFileId: outcome.job.audioFileId }, 'audio analysed');
      }
      if (!outcome && isRunning) await idle(options.pollMs);
    }
  }

  return {
    /** Lanes that work the queue in the background until stop(); nothing without threads. */
    start(): void {
      if (isRunning || lanes.length === 0) return;
      isRunning = true;
      for (const lane of lanes) running.push(runLane(lane));
    },

    /** New jobs were written: idle lanes look now, and again shortly (see NUDGE_FOLLOW_UPS_MS). */
    nudge(): void {
      if (!isRunning) return;
      wakeAll();
      for (const delay of NUDGE_FOLLOW_UPS_MS) setTimeout(() => wakeAll(), delay).unref();
    },

    /**
     * Works the queue on this instance's threads until no job is claimable (the analyse
     * command), telling each outcome as it comes.
     */
    async drain(onOutcome: (outcome: JobOutcome) => void): Promise<void> {
      let isRetrying = true;
      while (isRetrying) {
        isRetrying = false;
        await Promise.all(
          lanes.map(async (lane) => {
            for (;;) {
              const outcome = await workOne(lane.thread, lane.stop.signal);
              if (!outcome) return;
              if (outcome.state === 'retry') isRetrying = true;
              onOutcome(outcome);
            }
          }),
        );
        // A job given back for a passing reason is claimable again after its wait.
        if (isRetrying) await clock.sleep(RETRY_AFTER_MS);
      }
    },

    /** Stops the lanes: a job under way is given back, and the threads end. */
    async stop(): Promise<void> {
      isRunning = false;
      wakeAll();
      for (const lane of lanes) lane.stop.abort();
      await Promise.all(running.splice(0));
      await Promise.all(lanes.map((lane) => lane.thread.close()));
    },
  };
}
export type AnalysisRunner = ReturnType<typeof createAnalysisRunner>;
