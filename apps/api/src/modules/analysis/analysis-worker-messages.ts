import type { AnalysisResult } from './dsp/analyse';

/**
 * What the runner and an analysis worker thread say to each other. A thread analyses one file at
 * a time, a job, numbered by the runner; answers about an earlier job (one given up on) are
 * ignored.
 */
export type MeasuredBy = AnalysisResult & { analyser: string; analyserVersion: string };

export type ToAnalysisWorker =
  | { type: 'start'; job: number }
  /** Bytes of the stored file, in order, handed over (transferred), never copied. */
  | { type: 'chunk'; job: number; bytes: Uint8Array }
  | { type: 'finish'; job: number };

export type FromAnalysisWorker =
  /** One chunk of the job is decoded and measured: one more may be sent. */
  | { type: 'taken'; job: number }
  /** With the analyser that measured it (the thread's code is what ran, whatever the server's). */
  | { type: 'measured'; job: number; result: MeasuredBy }
  /** `isUnreadable`: the bytes are not audio the analyser can decode; trying again is useless. */
  | { type: 'failed'; job: number; isUnreadable: boolean; message: string };
