import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { expect } from 'vitest';

/** Byte-for-byte equality; `toEqual` walks a large buffer element by element, for seconds. */
export function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual.length).toBe(expected.length);
  expect(Buffer.compare(actual, expected), 'the bytes differ').toBe(0);
}

export type WavOptions = {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  /** 8, 16, 24 or 32; with `float`, 32-bit IEEE float. */
  bitsPerSample?: 8 | 16 | 24 | 32;
  float?: boolean;
  /** Hz; 0 writes silence. */
  frequency?: number;
  /** Of full scale, 0..1. */
  amplitude?: number;
  /** WAVE_FORMAT_EXTENSIBLE instead of the plain PCM/float header. */
  extensible?: boolean;
  /** Chunks written between `fmt ` and `data`, as real files carry them (LIST, bext…). */
  extraChunk?: boolean;
};

const EXTENSIBLE_GUID_TAIL = Buffer.from([
  0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71,
]);

function writeSample(out: Buffer, at: number, value: number, bits: number, float: boolean): void {
  if (float) out.writeFloatLE(value, at);
  else if (bits === 8) out.writeUInt8(Math.round(value * 127) + 128, at);
  else if (bits === 16) out.writeInt16LE(Math.round(value * 32767), at);
  else if (bits === 24) out.writeIntLE(Math.round(value * 8388607), at, 3);
  else out.writeInt32LE(Math.round(value * 2147483647), at);
}

/** A real RIFF/WAVE file of a sine tone (or silence), built in memory. */
export function writeWav(options: WavOptions): Buffer {
  const sampleRate = options.sampleRate ?? 44_100;
  const channels = options.channels ?? 2;
  const bits = options.bitsPerSample ?? 16;
  const float = options.float ?? false;
  const frequency = options.frequency ?? 440;
  const amplitude = options.amplitude ?? 0.5;
  const frames = Math.round(options.seconds * sampleRate);
  const blockAlign = (channels * bits) / 8;
  const formatTag = float ? 3 : 1;

  const fmt = Buffer.alloc(options.extensible ? 40 : 16);
  fmt.writeUInt16LE(options.extensible ? 0xfffe : formatTag, 0);
  fmt.writeUInt16LE(channels, 2);
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * blockAlign, 8);
  fmt.writeUInt16LE(blockAlign, 12);
  fmt.writeUInt16LE(bits, 14);
  if (options.extensible) {
    fmt.writeUInt16LE(22, 16);
    fmt.writeUInt16LE(bits, 18);
    fmt.writeUInt32LE(channels === 2 ? 3 : 4, 20);
    fmt.writeUInt16LE(formatTag, 24);
    EXTENSIBLE_GUID_TAIL.copy(fmt, 26);
  }

  const data = Buffer.alloc(frames * blockAlign);
  for (let frame = 0; frame < frames; frame += 1) {
    const value = amplitude * Math.sin((2 * Math.PI * frequency * frame) / sampleRate);
    for (let channel = 0; channel < channels; channel += 1) {
      writeSample(data, frame * blockAlign + (channel * bits) / 8, value, bits, float);
    }
  }

  const chunk = (id: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(id, 0, 'latin1');
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const body = Buffer.concat([
    Buffer.from('WAVE', 'latin1'),
    chunk('fmt ', fmt),
    options.extraChunk
      ? chunk('LIST', Buffer.from('INFOISFT\x05\x00\x00\x00test\x00', 'latin1'))
      : Buffer.alloc(0),
    chunk('data', data),
  ]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** `apps/api/test/fixtures/tone.mp3`: 3 s of 440 Hz at half amplitude, stereo 44.1 kHz (README there). */
export function readToneMp3(): Buffer {
  return readFileSync(new URL('../fixtures/tone.mp3', import.meta.url));
}

/** The 8-byte PNG signature and an IHDR chunk: enough to be plainly an image. */
export function pngBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000100000001008060000001ff3ff61', 'hex'),
    Buffer.alloc(2000, 0x42),
  ]);
}

export { zipBytes } from './zip-files';

/** The bytes as a stream of `chunkBytes`-sized chunks, as an upload arrives. */
export function streamOf(bytes: Buffer, chunkBytes = 64 * 1024): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= bytes.length) {
        this.push(null);
        return;
      }
      this.push(bytes.subarray(at, at + chunkBytes));
      at += chunkBytes;
    },
  });
}

/** The bytes as a stream that fails once `failAfterBytes` have been read, as an aborted upload. */
export function failingStreamOf(bytes: Buffer, failAfterBytes: number): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= failAfterBytes) {
        this.destroy(new Error('the client went away'));
        return;
      }
      const end = Math.min(failAfterBytes, at + 16 * 1024);
      this.push(bytes.subarray(at, end));
      at = end;
    },
  });
}

/**
 * `head`, then zero bytes up to `totalBytes`, made as they are read: a large upload without a
 * large buffer. Counts what was read, so a test can see the reader stopped early.
 */
export function largeStream(
  head: Buffer,
  totalBytes: number,
): Readable & { bytesRead: () => number } {
  const zeros = Buffer.alloc(256 * 1024);
  let at = 0;
  const stream = new Readable({
    read() {
      if (at >= totalBytes) {
        this.push(null);
        return;
      }
      const piece = at < head.length ? head.subarray(at) : zeros;
      const take = Math.min(piece.length, totalBytes - at);
      at += take;
      this.push(piece.subarray(0, take));
    },
  });
  return Object.assign(stream, { bytesRead: () => at });
}
