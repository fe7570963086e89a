import { MPEGDecoder } from 'mpg123-decoder';
import { notMp3 } from '../audio-refusals';
import type { AudioMeasurement, Inspector, PcmSink } from './inspector';
import {
  ID3V2_HEADER_BYTES,
  isSameStream,
  readId3v2Length,
  readMp3FrameHeader,
  type Mp3FrameHeader,
} from './mp3-frame';
import { createPeakAccumulator } from './peaks';

/** After its ID3v2 tags, an mp3's first frame must start within this many (zero) bytes. */
const SEARCH_BYTES = 16 * 1024;
/**
 * Frame headers that must follow the first frame (or a frame found again after junk), each
 * where the one before says: random bytes pass one header check about once in ten thousand
 * places, never three in a row.
 */
const CONFIRMING_HEADERS = 2;

const ID3_MAGIC = [0x49, 0x44, 0x33];

type Confirmation = 'yes' | 'no' | 'need-more';

function confirmFrame(bytes: Uint8Array, at: number, first: Mp3FrameHeader): Confirmation {
  let next = at + first.frameBytes;
  for (let i = 0; i < CONFIRMING_HEADERS; i += 1) {
    if (next + 4 > bytes.length) return 'need-more';
    const header = readMp3FrameHeader(bytes, next);
    if (!header || !isSameStream(first, header)) return 'no';
    next += header.frameBytes;
  }
  return 'yes';
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

/**
 * Checks an mp3 as it streams in (ID3v2 tags, then MPEG Layer III frames), decodes it with
 * mpg123 (WebAssembly) for its waveform and exact length, and measures it. Only whole frames
 * that passed the header checks reach the decoder; junk between frames and trailing tags
 * (ID3v1, APE) are skipped. A file whose frames make up less than half of it (after its
 * leading tags) is refused, so no other file passes with a few frames in front. `onPcm`, when
 * given, receives the decoded audio (one channel for a mono stream, which mpg123 doubles).
 */
export async function createMp3Inspector(onPcm?: PcmSink): Promise<Inspector<AudioMeasurement>> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  let isFreed = false;
  const peaks = createPeakAccumulator();

  let phase: 'tags' | 'search' | 'frames' = 'tags';
  /** Bytes received but not yet used: a frame or header cut by the chunk's end. */
  let pending: Uint8Array = new Uint8Array(0);
  /** Stream offset of pending[0]. */
  let offset = 0;
  /** Bytes of a tag still to pass over. */
  let skip = 0;
  let searchFrom = 0;
  let stream: Mp3FrameHeader | undefined;
  let isLostSync = false;
  let totalBytes = 0;
  let tagBytes = 0;
  let frameBytes = 0;
  let frameCount = 0;
  let bitRateSum = 0;
  let decodedFrames = 0;

  function decode(frames: Uint8Array): void {
    if (frames.length === 0) return;
    const { channelData, samplesDecoded } = decoder.decode(frames);
    decodedFrames += samplesDecoded;
    if (onPcm && stream && samplesDecoded > 0) {
      onPcm(channelData.slice(0, stream.channels), stream.sampleRate);
    }
    let i = 0;
    while (i < samplesDecoded) {
      const end = Math.min(samplesDecoded, i + peaks.room());
      let max = 0;
      for (const channel of channelData) {
        for (let j = i; j < end; j += 1) {
          const value = channel[j] ?? 0;
          const magnitude = value < 0 ? -value : value;
          if (magnitude > max) max = magnitude;
        }
      }
      peaks.add(max, end - i);
      i = end;
    }
  }

  /**
   * Passes over ID3v2 tags from `from` and answers where it stopped; the phase moves on to the
   * search once the bytes there are not a tag.
   */
  function passTags(bytes: Uint8Array, from: number): number {
    let at = from;
    for (;;) {
      const available = bytes.length - at;
      const startsLikeTag = ID3_MAGIC.every((byte, i) => i >= available || bytes[at + i] === byte);
      if (!startsLikeTag) break;
      if (available < ID3V2_HEADER_BYTES) return at;
      const length = readId3v2Length(bytes, at);
      if (typeof length !== 'number') throw notMp3();
      tagBytes += length;
      if (at + length > bytes.length) {
        skip = at + length - bytes.length;
        return bytes.length;
      }
      at += length;
    }
    phase = 'search';
    searchFrom = offset + at;
    return at;
  }

  /**
   * The first frame: right after the tags, or after the zero bytes some taggers leave as
   * padding. Anything else there means the file is not an mp3, whatever follows it.
   */
  function findFirstFrame(bytes: Uint8Array, from: number): { at: number; found: boolean } {
    for (let at = from; at < bytes.length; at += 1) {
      if (offset + at - searchFrom > SEARCH_BYTES) throw notMp3();
      if (bytes[at] === 0) continue;
      if (at + 4 > bytes.length) return { at, found: false };
      const header = readMp3FrameHeader(bytes, at);
      if (!header) throw notMp3();
      const confirmation = confirmFrame(bytes, at, header);
      if (confirmation === 'no') throw notMp3();
      if (confirmation === 'need-more') return { at, found: false };
      stream = header;
      return { at, found: true };
    }
    return { at: bytes.length, found: false };
  }

  /** After junk in the middle of the stream: the next confirmed frame at or after `from`. */
  function findNextFrame(bytes: Uint8Array, from: number): { at: number; found: boolean } {
    // Only a 0xFF byte can start a frame: indexOf jumps over the rest natively.
    for (let at = bytes.indexOf(0xff, from); at !== -1 && at + 4 <= bytes.length;) {
      const header = readMp3FrameHeader(bytes, at);
      if (header && (!stream || isSameStream(stream, header))) {
        const confirmation = confirmFrame(bytes, at, header);
        if (confirmation === 'need-more') return { at, found: false };
        if (confirmation === 'yes') return { at, found: true };
      }
      at = bytes.indexOf(0xff, at + 1);
    }
    return { at: Math.max(from, bytes.length - 3), found: false };
  }

  /** Walks whole frames from `from`, decoding each unbroken run of them; answers where it stopped. */
  function walkFrames(bytes: Uint8Array, from: number): number {
    let at = from;
    let runStart = at;
    for (;;) {
      if (isLostSync) {
        const next = findNextFrame(bytes, at);
        at = next.at;
        runStart = at;
        if (!next.found) return at;
        isLostSync = false;
      }
      if (at + 4 > bytes.length) break;
      const header = readMp3FrameHeader(bytes, at);
      if (header && stream && isSameStream(stream, header)) {
        if (at + header.frameBytes > bytes.length) break;
        frameCount += 1;
        frameBytes += header.frameBytes;
        bitRateSum += header.bitRate;
        at += header.frameBytes;
        continue;
      }
      decode(bytes.subarray(runStart, at));
      isLostSync = true;
      at += 1;
    }
    decode(bytes.subarray(runStart, at));
    return at;
  }

  function free(): void {
    if (isFreed) return;
    isFreed = true;
    decoder.free();
  }

  return {
    push(chunk) {
      totalBytes += chunk.length;
      let data: Uint8Array = chunk;
      if (skip > 0) {
        const skipped = Math.min(skip, data.length);
        skip -= skipped;
        offset += skipped;
        data = data.subarray(skipped);
      }
      const bytes = pending.length > 0 ? concat(pending, data) : data;
      let at = 0;
      if (phase === 'tags') at = passTags(bytes, at);
      if (phase === 'search') {
        const first = findFirstFrame(bytes, at);
        at = first.at;
        if (first.found) phase = 'frames';
      }
      if (phase === 'frames') at = walkFrames(bytes, at);
      // A copy, so the chunk it came from is not kept alive.
      pending = new Uint8Array(bytes.subarray(at));
      offset += at;
    },
    finish() {
      try {
        // What is left is a frame cut short or a trailing tag: neither is audio.
        const afterLeadingTags = totalBytes - tagBytes;
        if (!stream || phase !== 'frames' || decodedFrames === 0) throw notMp3();
        if (frameBytes < afterLeadingTags / 2) throw notMp3();
        return {
          durationSeconds: decodedFrames / stream.sampleRate,
          sampleRate: stream.sampleRate,
          channels: stream.channels,
          bitRate: Math.round(bitRateSum / frameCount),
          peaks: peaks.finish(1),
        };
      } finally {
        free();
      }
    },
    dispose: free,
  };
}
