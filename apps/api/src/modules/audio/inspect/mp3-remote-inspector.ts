import { ERROR_CODES, type ErrorCode } from '@cuebrief/shared';
import { AppError } from '../../../lib/app-error';
import type { AudioMeasurement, RemoteInspector } from './inspector';
import type { FromMp3Worker, Mp3Request, Mp3WorkerFailure } from './mp3-worker-messages';

/**
 * Bytes handed to the worker and not yet decoded, past which the upload waits: the socket then
 * stops being read, so a fast client never piles its file up in memory while a busy worker
 * catches up. Half of it decoded lets the upload go on.
 */
export const MAX_UNDECODED_BYTES = 1024 * 1024;

/** One upload's line to a worker: what it sends, and the end of its listening. */
export type Mp3WorkerSession = {
  send(request: Mp3Request, transfer?: ArrayBuffer[]): void;
  end(): void;
};

function errorOf(failure: Mp3WorkerFailure): Error {
  if (failure.code !== undefined && failure.code in ERROR_CODES) {
    return new AppError(failure.code as ErrorCode, failure.message);
  }
  return new Error(`mp3 decoding failed: ${failure.message}`);
}

type Pending<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

/**
 * The mp3 inspector of one upload whose checking and decoding run on a worker thread (opened by
 * `connect`, which routes the worker's answers here). `push` hands the bytes over and answers a
 * promise while the worker is more than MAX_UNDECODED_BYTES behind; a refusal the worker found
 * is thrown by the next `push`, or by `finish`, which answers the measurement when the worker has
 * decoded everything.
 */
export function createRemoteMp3Inspector(
  connect: (onAnswer: (answer: FromMp3Worker) => void) => Mp3WorkerSession,
): RemoteInspector<AudioMeasurement> {
  let undecoded = 0;
  let failure: Error | undefined;
  let waiting: Pending<void> | undefined;
  let result: Pending<AudioMeasurement> | undefined;
  let isDisposed = false;

  const session = connect((answer) => {
    if (answer.type === 'pushed') {
      undecoded -= answer.bytes;
      if (waiting && undecoded <= MAX_UNDECODED_BYTES / 2) {
        waiting.resolve();
        waiting = undefined;
      }
    } else if (answer.type === 'measured') {
      result?.resolve(answer.measurement);
    } else {
      failure = errorOf(answer.failure);
      waiting?.reject(failure);
      result?.reject(failure);
      waiting = undefined;
    }
  });
  session.send({ type: 'open' });

  return {
    push(chunk) {
      if (failure) throw failure;
      // A copy with a buffer of its own, handed over rather than cloned: a chunk of the socket
      // is often a view of a larger buffer, which would travel whole.
      const copy = new Uint8Array(chunk);
      session.send({ type: 'push', chunk: copy }, [copy.buffer]);
      undecoded += copy.byteLength;
      if (undecoded <= MAX_UNDECODED_BYTES) return undefined;
      return new Promise<void>((resolve, reject) => {
        waiting = { resolve, reject };
      });
    },
    finish() {
      if (failure) return Promise.reject(failure);
      return new Promise<AudioMeasurement>((resolve, reject) => {
        result = { resolve, reject };
        session.send({ type: 'finish' });
      });
    },
    dispose() {
      if (isDisposed) return;
      isDisposed = true;
      session.send({ type: 'dispose' });
      session.end();
    },
  };
}
