/**
 * The common shape of every audio measurement in this folder. A meter is fed planar PCM in
 * -1..1 (one Float32Array per channel, all the same length, at the sample rate the meter was
 * made with) in chunks of any length, and asked for its result once, after the last chunk.
 * The caller may reuse the arrays once push returns, so a meter copies whatever it keeps.
 * Meters keep only what their measurement needs, never the whole signal, so a file of any
 * length is measured in bounded memory.
 */
export interface Meter<R> {
  push(channels: readonly Float32Array[]): void;
  result(): R;
}
