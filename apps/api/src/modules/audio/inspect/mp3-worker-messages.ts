import type { AudioMeasurement } from './inspector';

/**
 * What the upload side and an mp3 decoding worker say to each other. Each upload is one
 * session, numbered by the pool; a worker runs the messages of a session in the order sent.
 */
export type Mp3Request =
  { type: 'open' } | { type: 'push'; chunk: Uint8Array } | { type: 'finish' } | { type: 'dispose' };
export type ToMp3Worker = Mp3Request & { session: number };

/** A refusal crosses the thread as its code and words; anything else as words only. */
export type Mp3WorkerFailure = { code: string | undefined; message: string };

export type FromMp3Worker =
  /** `bytes` of the session's pushes are decoded: that much more may be sent. */
  | { type: 'pushed'; session: number; bytes: number }
  | { type: 'measured'; session: number; measurement: AudioMeasurement }
  | { type: 'failed'; session: number; failure: Mp3WorkerFailure };
