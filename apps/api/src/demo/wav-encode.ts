import { endianness } from 'node:os';

const HEADER_BYTES = 44;

/**
 * Planar float PCM (-1..1) as a RIFF/WAVE file of 16- or 24-bit integer PCM, interleaved,
 * rounded to the nearest step and clamped at full scale: how the demo data and the tests make
 * the wav files a composer would upload.
 */
export function encodeWav(
  channels: readonly Float32Array[],
  sampleRate: number,
  bitsPerSample: 16 | 24,
): Buffer {
  const frames = channels[0]?.length ?? 0;
  const bytesPerSample = bitsPerSample / 8;
  const blockAlign = channels.length * bytesPerSample;
  const dataBytes = frames * blockAlign;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(HEADER_BYTES - 8 + dataBytes, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // integer PCM
  wav.writeUInt16LE(channels.length, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * blockAlign, 28);
  wav.writeUInt16LE(blockAlign, 32);
  wav.writeUInt16LE(bitsPerSample, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  const fullScale = 2 ** (bitsPerSample - 1);
  const sampleOf = (value: number) =>
    Math.max(-fullScale, Math.min(fullScale - 1, Math.round(value * fullScale)));
  if (bitsPerSample === 16 && endianness() === 'LE' && wav.byteOffset % 2 === 0) {
    // Written as a typed array over the samples (RIFF is little-endian, as is this machine):
    // minutes of demo music encode in tens of milliseconds, not a second or more.
    const samples = new Int16Array(wav.buffer, wav.byteOffset + HEADER_BYTES, dataBytes / 2);
    const count = channels.length;
    for (let frame = 0, at = 0; frame < frames; frame++) {
      for (let channel = 0; channel < count; channel++, at++) {
        // Clamped here, not by a call per sample: a typed array wraps what does not fit.
        const value = Math.round(channels[channel]![frame]! * 32768);
        samples[at] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
      }
    }
    return wav;
  }
  let offset = HEADER_BYTES;
  for (let frame = 0; frame < frames; frame++) {
    for (const channel of channels) {
      wav.writeIntLE(sampleOf(channel[frame]!), offset, bytesPerSample);
      offset += bytesPerSample;
    }
  }
  return wav;
}
