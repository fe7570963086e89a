import { createUnitJoiner } from '../../../lib/whole-units';
import type { PeakAccumulator } from './peaks';
import type { WavFormat } from './wav-format';

/**
 * Feeds a wav's sample bytes, as they arrive, into a peak accumulator counting in samples. The
 * bytes are read through typed-array views (no per-sample allocation); a sample cut by a
 * chunk's end waits in a few carried bytes, and a chunk that starts at an odd address is first
 * copied to an aligned scratch buffer, since typed arrays need aligned views.
 */
export type PcmScanner = { push(bytes: Uint8Array): void; fullScale: number };

type SignedSamples = Int16Array | Int32Array | Float32Array;

function scanSigned(samples: SignedSamples, peaks: PeakAccumulator): void {
  const n = samples.length;
  let i = 0;
  while (i < n) {
    const end = Math.min(n, i + peaks.room());
    let max = 0;
    for (let j = i; j < end; j += 1) {
      const value = samples[j] as number;
      const magnitude = value < 0 ? -value : value;
      if (magnitude > max) max = magnitude;
    }
    peaks.add(max, end - i);
    i = end;
  }
}

function scanUnsigned8(bytes: Uint8Array, peaks: PeakAccumulator): void {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const end = Math.min(n, i + peaks.room());
    let max = 0;
    for (let j = i; j < end; j += 1) {
      const value = (bytes[j] as number) - 128;
      const magnitude = value < 0 ? -value : value;
      if (magnitude > max) max = magnitude;
    }
    peaks.add(max, end - i);
    i = end;
  }
}

function scanSigned24(bytes: Uint8Array, peaks: PeakAccumulator): void {
  const n = bytes.length / 3;
  let i = 0;
  while (i < n) {
    const end = Math.min(n, i + peaks.room());
    let max = 0;
    for (let j = i; j < end; j += 1) {
      const at = j * 3;
      // The top byte shifted into the sign bit and back sign-extends the 24-bit value.
      const value =
        (((bytes[at] as number) |
          ((bytes[at + 1] as number) << 8) |
          ((bytes[at + 2] as number) << 16)) <<
          8) >>
        8;
      const magnitude = value < 0 ? -value : value;
      if (magnitude > max) max = magnitude;
    }
    peaks.add(max, end - i);
    i = end;
  }
}

export function createPcmScanner(format: WavFormat, peaks: PeakAccumulator): PcmScanner {
  const bytesPerSample = format.bitsPerSample / 8;
  let scratch = new Uint8Array(0);

  function aligned(bytes: Uint8Array): Uint8Array {
    if (bytes.byteOffset % bytesPerSample === 0) return bytes;
    if (scratch.length < bytes.length) scratch = new Uint8Array(bytes.length);
    scratch.set(bytes);
    return scratch.subarray(0, bytes.length);
  }

  function scan(bytes: Uint8Array): void {
    if (format.encoding === 'float') {
      const view = aligned(bytes);
      scanSigned(new Float32Array(view.buffer, view.byteOffset, view.length / 4), peaks);
    } else if (bytesPerSample === 1) {
      scanUnsigned8(bytes, peaks);
    } else if (bytesPerSample === 2) {
      const view = aligned(bytes);
      scanSigned(new Int16Array(view.buffer, view.byteOffset, view.length / 2), peaks);
    } else if (bytesPerSample === 3) {
      scanSigned24(bytes, peaks);
    } else {
      const view = aligned(bytes);
      scanSigned(new Int32Array(view.buffer, view.byteOffset, view.length / 4), peaks);
    }
  }

  return {
    // Full scale of the format: the magnitude that draws as 1.
    fullScale: format.encoding === 'float' ? 1 : 2 ** (format.bitsPerSample - 1),
    push: createUnitJoiner(bytesPerSample, scan),
  };
}
