import type { Worker } from 'node:worker_threads';
import { createIdleTimer } from '../../lib/idle-timer';
import type { FromAnalysisWorker, MeasuredBy, ToAnalysisWorker } from './analysis-worker-messages';
import { startWorkerThread } from '../../lib/worker-thread';

/**
 * Chunks handed to the thread and not yet measured, past which reading the file waits: a 200 MB
 * wav streams through in a few megabytes, whatever the storage's pace against the thread's.
 */
export const MAX_CHUNKS_IN_FLIGHT = 8;
/** Larger pieces of a read are split, so the bound above is a bound on bytes too. */
export const MAX_CHUNK_BYTES = 256 * 1024;

/** Why an analysis did not finish; `isFinal` when trying the file again cannot help. */
export class AnalysisFailure extends Error {
  constructor(
    message: string,
    readonly isFinal: boolean,
  ) {
    super(message);
  }
}

/** One worker thread that measures one file at a time. */
export type AnalysisThread = {
  /**
   * Streams a stored file's bytes to the thread and answers what it measured; throws an
   * AnalysisFailure. `signal` gives the job up: the thread is ended (its half-done work is of
   * no use) and a new one starts with the next job.
   */
  analyse(bytes: AsyncIterable<Uint8Array>, signal?: AbortSignal): Promise<MeasuredBy>;
  /** Ends the thread; a job under way fails. */
  close(): Promise<void>;
  /** Whether its worker thread exists now (it starts with a job and ends when idle). */
  readonly isStarted: boolean;
};

const startWorker = () => startWorkerThread(import.meta.url, 'analysis-worker');

/** A piece of a read with an ArrayBuffer of its own, to hand over without copying it again. */
function* ownPiecesOf(chunk: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < chunk.byteLength; at += MAX_CHUNK_BYTES) {
    const piece = chunk.subarray(at, at + MAX_CHUNK_BYTES);
    const isOwn =
      piece.byteOffset === 0 &&
      piece.byteLength === piece.buffer.byteLength &&
      piece.buffer instanceof ArrayBuffer;
    // A read is often a view of a larger (pooled) buffer, which would travel whole or be taken
    // from its other users: such a piece is copied once, then handed over.
    yield isOwn ? piece : new Uint8Array(piece);
  }
}

type Job = {
  id: number;
  inFlight: number;
  /** Set when the thread failed the job, or the job was given up. */
  failure: AnalysisFailure | undefined;
  /** Wakes the reader waiting for room, or for the result. */
  wake: (() => void) | undefined;
  /** Settles (with nothing) when the job fails, to stop waiting for a read. */
  failed: Promise<undefined>;
  settleFailed: () => void;
  result: MeasuredBy | undefined;
  /** When a byte was last read or the thread last answered (wall time, for the stall check). */
  movedAt: number;
};

/**
 * A job that moves no byte and hears nothing from its thread this long is stuck (a storage read
 * that never ends, a decoder that never returns): it is given up, and tried again later.
 */
const STALL_MS = 60_000;
/**
 * A worker thread with no job this long is ended: waiting, it holds about 50 MB (its own V8
 * heap and the decoders' WebAssembly memory), and starting one with the next job takes a
 * few tens of milliseconds against seconds of measuring (decision 032).
 */
const IDLE_MS = 30_000;

export function createAnalysisThread(
  options: { stallMs?: number; idleMs?: number } = {},
): AnalysisThread {
  const stallMs = options.stallMs ?? STALL_MS;
  let worker: Worker | undefined;
  let job: Job | undefined;
  let lastJob = 0;
  const idleTimer = createIdleTimer(options.idleMs ?? IDLE_MS, () => {
    if (!job) void end();
  });

  function fail(target: Job | undefined, failure: AnalysisFailure): void {
    if (!target || target.failure || target.result) return;
    target.failure = failure;
    target.settleFailed();
    target.wake?.();
  }

  function onAnswer(answer: FromAnalysisWorker): void {
    const target = job;
    if (!target || answer.job !== target.id) return;
    target.movedAt = Date.now();
    if (answer.type === 'taken') target.inFlight -= 1;
    else if (answer.type === 'measured') target.result = answer.result;
    else fail(target, new AnalysisFailure(answer.message, answer.isUnreadable));
    target.wake?.();
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const started = startWorker();
    // An idle thread never keeps the process alive; close() ends it in any case.
    started.unref();
    started.on('message', onAnswer);
    const lose = (why: string) => {
      if (worker !== started) return;
      worker = undefined;
      fail(job, new AnalysisFailure(why, false));
    };
    started.on('error', (error) => lose(`the analysis worker failed: ${error.message}`));
    started.on('exit', (code) => lose(`the analysis worker stopped (${code})`));
    worker = started;
    return started;
  }

  async function end(): Promise<void> {
    const ending = worker;
    worker = undefined;
    await ending?.terminate();
  }

  /** Until the job has room for another chunk (or its result, with `until`), or fails. */
  async function waitFor(target: Job, until: () => boolean): Promise<void> {
    while (!until() && !target.failure) {
      await new Promise<void>((resolve) => {
        target.wake = resolve;
      });
      target.wake = undefined;
    }
    if (target.failure) throw target.failure;
  }

  return {
    async analyse(bytes, signal) {
      if (job) throw new Error('an analysis thread takes one job at a time');
      const thread = ensureWorker();
      const jobEnded = idleTimer.begin();
      lastJob += 1;
      let settleFailed = () => {};
      const failed = new Promise<undefined>((resolve) => {
        settleFailed = () => resolve(undefined);
      });
      const target: Job = {
        id: lastJob,
        inFlight: 0,
        failure: undefined,
        wake: undefined,
        failed,
        settleFailed,
        result: undefined,
        movedAt: Date.now(),
      };
      job = target;
      const giveUp = (why = 'the analysis was stopped') => {
        fail(target, new AnalysisFailure(why, false));
        void end();
      };
      const onAbort = () => giveUp();
      signal?.addEventListener('abort', onAbort, { once: true });
      const stallCheck = setInterval(
        () => {
          if (Date.now() - target.movedAt > stallMs) giveUp('the analysis stalled');
        },
        Math.max(10, stallMs / 4),
      );
      stallCheck.unref();
      const post = (message: ToAnalysisWorker, transfer?: ArrayBuffer[]) =>
        thread.postMessage(message, transfer);
      try {
        if (signal?.aborted) giveUp();
        post({ type: 'start', job: target.id });
        const reader = bytes[Symbol.asyncIterator]();
        try {
          for (;;) {
            // A read that never ends must not hold the job past a stall or a stop.
            const read = await Promise.race([reader.next(), target.failed]);
            if (target.failure) throw target.failure;
            if (!read || read.done) break;
            target.movedAt = Date.now();
            for (const piece of ownPiecesOf(read.value)) {
              await waitFor(target, () => target.inFlight < MAX_CHUNKS_IN_FLIGHT);
              post({ type: 'chunk', job: target.id, bytes: piece }, [piece.buffer as ArrayBuffer]);
              target.inFlight += 1;
            }
          }
        } finally {
          // Closes the stored file's stream when the job ends early.
          reader.return?.().catch(() => {});
        }
        await waitFor(target, () => true);
        post({ type: 'finish', job: target.id });
        await waitFor(target, () => target.result !== undefined);
        if (!target.result) throw new Error('an analysis without its result');
        return target.result;
      } catch (error) {
        if (error instanceof AnalysisFailure) throw error;
        // The file could not be read from storage: another try may find it.
        throw new AnalysisFailure(error instanceof Error ? error.message : String(error), false);
      } finally {
        clearInterval(stallCheck);
        signal?.removeEventListener('abort', onAbort);
        job = undefined;
        jobEnded();
      }
    },

    async close() {
      idleTimer.cancel();
      fail(job, new AnalysisFailure('the server is shutting down', false));
      await end();
    },

    get isStarted() {
      return worker !== undefined;
    },
  };
}
