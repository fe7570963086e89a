import type { WavFormat } from './wav-format';

/**
 * Reads an upload as it streams past, chunk by chunk, without keeping it: `push` throws an
 * AppError as soon as the bytes so far rule the file out, `finish` throws when the whole file
 * does (cut short, no audio) or answers what was measured. `dispose` frees what the inspector
 * holds outside the JavaScript heap; it is safe to call more than once.
 */
export type Inspector<T> = {
  push(chunk: Buffer): void;
  finish(): T;
  dispose(): void;
};

/**
 * An inspector whose work runs on another thread (mp3: inspect/mp3-worker-pool.ts). `push`
 * answers a promise while that thread is behind, and the upload waits for it; a refusal is
 * learnt afterwards, so a later `push` (or its promise) or `finish` throws it.
 */
export type RemoteInspector<T> = {
  push(chunk: Buffer): Promise<void> | undefined;
  finish(): Promise<T>;
  dispose(): void;
};

/** What the server measures of a playable file while it streams in. */
export type AudioMeasurement = {
  durationSeconds: number;
  sampleRate: number;
  channels: number;
  /** Bits per second. */
  bitRate: number;
  /** About WAVEFORM_POINTS values in 0..1. */
  peaks: number[];
};

/**
 * Where an inspector hands the audio it reads, for a caller that measures more than the upload
 * needs (the analysis module): a wav's sample bytes as they stream past, with the format that
 * tells how to read them, or an mp3's decoded PCM, planar in -1..1 at the stream's rate. The
 * bytes and arrays are the inspector's and may be reused after the call returns.
 */
export type WavSampleSink = (bytes: Buffer, format: WavFormat) => void;
export type PcmSink = (channels: readonly Float32Array[], sampleRate: number) => void;
