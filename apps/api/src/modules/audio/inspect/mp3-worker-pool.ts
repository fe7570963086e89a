import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { createIdleTimer } from '../../../lib/idle-timer';
import type { AudioMeasurement, RemoteInspector } from './inspector';
import { createRemoteMp3Inspector } from './mp3-remote-inspector';
import type { FromMp3Worker, Mp3WorkerFailure, ToMp3Worker } from './mp3-worker-messages';
import { startWorkerThread } from '../../../lib/worker-thread';

/**
 * Decoding workers per process: every core but one, which stays with the event loop (and the
 * uploads' own parsing and storage), and at least one. More would only take turns on the same
 * cores; several instances on one machine share its cores the same way.
 */
const MP3_DECODE_WORKERS = Math.max(1, availableParallelism() - 1);
/**
 * The workers end when no upload has used them for this long: waiting, each holds its own V8
 * heap and mpg123's WebAssembly memory, and most servers see an mp3 now and then; the next
 * upload starts one again in a few tens of milliseconds (decision 032).
 */
const IDLE_MS = 30_000;

/** The mp3 inspectors of a process: their decoding runs on a few worker threads. */
export type Mp3InspectorPool = {
  /** An inspector for one upload; its work goes to the worker with the fewest uploads. */
  open(): RemoteInspector<AudioMeasurement>;
  /** Ends the workers; an upload still being decoded fails. */
  close(): Promise<void>;
  /** How many decoding workers run now (they start with uploads and end when idle). */
  readonly workers: number;
};

const startWorker = () => startWorkerThread(import.meta.url, 'mp3-decode-worker');

type Slot = {
  worker: Worker;
  sessions: Map<number, (answer: FromMp3Worker) => void>;
  isGone: boolean;
};

const lost = (message: string): Mp3WorkerFailure => ({ code: undefined, message });

export function createMp3InspectorPool(
  size = MP3_DECODE_WORKERS,
  idleMs = IDLE_MS,
): Mp3InspectorPool {
  const slots: Slot[] = [];
  let lastSession = 0;
  let isClosed = false;

  /** A worker that fails or stops takes its uploads with it; the next upload starts another. */
  function drop(slot: Slot, why: string): void {
    slot.isGone = true;
    const at = slots.indexOf(slot);
    if (at !== -1) slots.splice(at, 1);
    for (const [session, answer] of slot.sessions) {
      answer({ type: 'failed', session, failure: lost(why) });
    }
    slot.sessions.clear();
  }

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker(), sessions: new Map(), isGone: false };
    // An idle worker never keeps the process alive; close() ends it in any case.
    slot.worker.unref();
    slot.worker.on('message', (answer: FromMp3Worker) =>
      slot.sessions.get(answer.session)?.(answer),
    );
    slot.worker.on('error', (error) => drop(slot, error.message));
    slot.worker.on('exit', (code) => drop(slot, `the decoding worker stopped (${code})`));
    slots.push(slot);
    return slot;
  }

  /** The worker with the fewest uploads, or a new one while there is room and none is free. */
  function pick(): Slot {
    let best: Slot | undefined;
    for (const slot of slots) {
      if (!best || slot.sessions.size < best.sessions.size) best = slot;
    }
    if (!best || (best.sessions.size > 0 && slots.length < size)) return spawn();
    return best;
  }

  const idleTimer = createIdleTimer(idleMs, () => {
    for (const slot of [...slots]) {
      drop(slot, 'the decoding worker was idle');
      void slot.worker.terminate();
    }
  });

  return {
    open() {
      if (isClosed) throw new Error('the mp3 decoding workers are closed');
      const slot = pick();
      const sessionEnded = idleTimer.begin();
      lastSession += 1;
      const session = lastSession;
      return createRemoteMp3Inspector((onAnswer) => {
        slot.sessions.set(session, onAnswer);
        return {
          send(request, transfer) {
            const message: ToMp3Worker = { ...request, session };
            if (!slot.isGone) slot.worker.postMessage(message, transfer);
          },
          end() {
            slot.sessions.delete(session);
            sessionEnded();
          },
        };
      });
    },

    async close() {
      isClosed = true;
      idleTimer.cancel();
      const ending = slots.map((slot) => slot.worker.terminate());
      for (const slot of [...slots]) drop(slot, 'the server is shutting down');
      await Promise.all(ending);
    },

    get workers() {
      return slots.length;
    },
  };
}
