import { createUnitJoiner } from '../../../lib/whole-units';
import type { WavFormat } from '../../audio/audio-inspectors.service';

/**
 * Turns a wav's sample bytes, in pieces cut anywhere, into planar float PCM in -1..1: integer
 * PCM of 8 (unsigned), 16, 24 or 32 bits and 32-bit IEEE float, channels interleaved frame by
 * frame as RIFF/WAVE stores them. The samples are handed on in blocks of at most
 * BLOCK_FRAMES frames in arrays reused from block to block; a frame cut by a piece's end waits
 * in a few carried bytes. Samples are read through a DataView, which, unlike typed-array views,
 * reads at any address, as a piece cut anywhere needs.
 */
export type PlanarSink = (channels: readonly Float32Array[]) => void;

const BLOCK_FRAMES = 4096;

/** Reads the sample at byte `at` (of `view`, the same bytes as `bytes`), scaled to -1..1. */
type SampleReader = (view: DataView, bytes: Uint8Array, at: number) => number;

function readerFor(format: WavFormat): SampleReader {
  if (format.encoding === 'float') return (view, _, at) => view.getFloat32(at, true);
  switch (format.bitsPerSample) {
    case 8:
      return (_, bytes, at) => ((bytes[at] as number) - 128) / 128;
    case 16:
      return (view, _, at) => view.getInt16(at, true) / 32768;
    case 24:
      // Shifting the high byte into the sign bit and back sign-extends the 24-bit value.
      return (_, bytes, at) =>
        ((((bytes[at + 2] as number) << 24) >> 8) |
          ((bytes[at + 1] as number) << 8) |
          (bytes[at] as number)) /
        8388608;
    default:
      return (view, _, at) => view.getInt32(at, true) / 2147483648;
  }
}

export type WavSampleDecoder = { push(bytes: Uint8Array): void };

export function createWavSampleDecoder(format: WavFormat, sink: PlanarSink): WavSampleDecoder {
  const { channels: channelCount, blockAlign } = format;
  const bytesPerSample = format.bitsPerSample / 8;
  const read = readerFor(format);
  const planes = Array.from({ length: channelCount }, () => new Float32Array(BLOCK_FRAMES));

  /** Decodes whole frames (`bytes` is a multiple of blockAlign long). */
  function decodeFrames(bytes: Uint8Array): void {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 0;
    while (at < bytes.length) {
      const frames = Math.min(BLOCK_FRAMES, (bytes.length - at) / blockAlign);
      for (let channel = 0; channel < channelCount; channel += 1) {
        const plane = planes[channel] as Float32Array;
        let position = at + channel * bytesPerSample;
        for (let frame = 0; frame < frames; frame += 1) {
          plane[frame] = read(view, bytes, position);
          position += blockAlign;
        }
      }
      at += frames * blockAlign;
      sink(frames === BLOCK_FRAMES ? planes : planes.map((plane) => plane.subarray(0, frames)));
    }
  }

  return { push: createUnitJoiner(blockAlign, decodeFrames) };
}
