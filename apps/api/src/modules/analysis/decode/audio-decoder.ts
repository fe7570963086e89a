import { AppError } from '../../../lib/app-error';
import {
  createMp3Inspector,
  createWavInspector,
  type AudioMeasurement,
  type Inspector as AudioInspector,
} from '../../audio/audio-inspectors.service';
import { createWavSampleDecoder, type WavSampleDecoder } from './wav-samples';

/**
 * Decodes a stored mp3 or wav, fed its bytes in order in pieces of any size, into planar float
 * PCM for the meters, without keeping the file. The format is told by the first bytes (RIFF for
 * wav, anything else is tried as mp3). The bytes go through the same inspectors that accepted
 * the upload (the audio module's), so a stored file is read by the rules that let it in; they
 * hand over the samples they read: the wav's sample bytes, decoded here, and the mp3's PCM,
 * decoded by mpg123 (WebAssembly) frame by frame. Anything they refuse is an
 * UnreadableAudioError.
 */

/** The file's bytes cannot be decoded as audio: trying again will not help. */
export class UnreadableAudioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableAudioError';
  }
}

/** Receives each block of decoded audio; the arrays may be reused once the call returns. */
export type DecodedSink = (channels: readonly Float32Array[], sampleRate: number) => void;

export type DecodedAudio = Pick<AudioMeasurement, 'durationSeconds' | 'sampleRate' | 'channels'>;

export type AudioDecoder = {
  push(bytes: Uint8Array): void;
  /** Throws UnreadableAudioError when the file as a whole is not audio (cut short, empty). */
  finish(): DecodedAudio;
  /** Frees the mp3 decoder's memory when the file is given up before finish. */
  dispose(): void;
};

type Inspector = AudioInspector<AudioMeasurement>;

const RIFF = [0x52, 0x49, 0x46, 0x46];
const MAGIC_BYTES = RIFF.length;

/** The inspectors refuse a file with an AppError: that, and only that, means unreadable. */
function refusalAsUnreadable<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof AppError) throw new UnreadableAudioError(error.message);
    throw error;
  }
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

const isRiff = (first: Uint8Array) => RIFF.every((byte, i) => first[i] === byte);

/**
 * An mp3 inspector is made up front, as mpg123 starts asynchronously and the format is not
 * known until the first bytes; a wav frees it at once.
 */
export async function createAudioDecoder(sink: DecodedSink): Promise<AudioDecoder> {
  const mp3 = await createMp3Inspector(sink);
  let inspector: Inspector | undefined;
  let wavSamples: WavSampleDecoder | undefined;
  /** The first bytes, until there are enough to tell the format. */
  let head: Uint8Array = new Uint8Array(0);

  function choose(first: Uint8Array): Inspector {
    if (!isRiff(first)) return mp3;
    mp3.dispose();
    return createWavInspector((bytes, format) => {
      wavSamples ??= createWavSampleDecoder(format, (channels) =>
        sink(channels, format.sampleRate),
      );
      wavSamples.push(bytes);
    });
  }

  /** Hands bytes to the inspector, choosing it first once the first bytes tell the format. */
  function inspect(bytes: Uint8Array, isLast: boolean): Inspector | undefined {
    let piece: Uint8Array = bytes;
    if (!inspector) {
      if (head.length > 0) {
        piece = new Uint8Array(head.length + bytes.length);
        piece.set(head);
        piece.set(bytes, head.length);
      }
      if (piece.length < MAGIC_BYTES && !isLast) {
        head = piece;
        return undefined;
      }
      head = new Uint8Array(0);
      inspector = choose(piece);
    }
    const current = inspector;
    if (piece.length > 0) refusalAsUnreadable(() => current.push(asBuffer(piece)));
    return current;
  }

  function dispose(): void {
    // Both are safe to dispose of more than once; a wav inspector holds nothing outside the heap.
    mp3.dispose();
    inspector?.dispose();
  }

  return {
    push(bytes) {
      try {
        if (bytes.length > 0) inspect(bytes, false);
      } catch (error) {
        dispose();
        throw error;
      }
    },
    finish() {
      try {
        const isEmpty = !inspector && head.length === 0;
        const current = isEmpty ? undefined : inspect(new Uint8Array(0), true);
        if (!current) throw new UnreadableAudioError('The file is empty.');
        const { durationSeconds, sampleRate, channels } = refusalAsUnreadable(() =>
          current.finish(),
        );
        return { durationSeconds, sampleRate, channels };
      } finally {
        dispose();
      }
    },
    dispose,
  };
}
