import type { MeasuredKey } from '@cuebrief/shared';
import { createAudioDecoder, UnreadableAudioError } from '../decode/audio-decoder';
import { createLoudnessMeter } from './loudness';
import type { Meter } from './meter';
import { createMusicMeter } from './music';
import { createSilenceMeter } from './silence';

/**
 * The analyser: reads a stored mp3 or wav in one pass, its bytes in order in pieces of any size,
 * and measures tempo and key (music.ts), integrated loudness per ITU-R BS.1770-4 / EBU R128,
 * true peak and clipped samples (loudness.ts), leading and trailing silence (silence.ts) and
 * duration. Nothing but the meters' features is kept, so a file of any size is measured in the
 * same memory. Bytes that do not decode throw UnreadableAudioError.
 */
export { UnreadableAudioError };

/** Stored with every result, so results of an older analyser can be told apart and redone. */
export const ANALYSER_NAME = 'cuebrief-analyser';
export const ANALYSER_VERSION = '1.0.0';

export type AnalysisResult = {
  durationSeconds: number;
  sampleRate: number;
  channels: number;
  bpm: number | null;
  bpmConfidence: number;
  key: MeasuredKey | null;
  keyConfidence: number;
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
  samplePeakDbfs: number | null;
  leadingSilenceSeconds: number;
  trailingSilenceSeconds: number;
  clippedSamples: number;
};

export type AudioAnalyser = {
  push(bytes: Uint8Array): void;
  /** Measures what was pushed; throws UnreadableAudioError when it is not audio as a whole. */
  finish(): AnalysisResult;
  /** Frees the decoder when the file is given up before finish (finish frees it itself). */
  dispose(): void;
};

/** Rounds to a number of decimals (by multiplying, so -23 stays -23, not -23.000000000000004). */
const roundTo = (decimals: number) => (value: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;
const tenths = roundTo(1);
const hundredths = roundTo(2);
const orNull = (round: (value: number) => number) => (value: number | null) =>
  value === null ? null : round(value);

/** The meters, made when the first decoded audio tells the rate and the channels. */
function createMeters(sampleRate: number, channelCount: number) {
  const loudness = createLoudnessMeter(sampleRate, channelCount);
  const silence = createSilenceMeter(sampleRate, channelCount);
  const music = createMusicMeter(sampleRate, channelCount);
  const all: Meter<unknown>[] = [loudness, silence, music];
  return {
    sampleRate,
    push(channels: readonly Float32Array[]) {
      for (const meter of all) meter.push(channels);
    },
    result: () => ({ ...loudness.result(), ...silence.result(), ...music.result() }),
  };
}

/** Asynchronous because mpg123 (WebAssembly) starts asynchronously; push and finish are not. */
export async function createAudioAnalyser(): Promise<AudioAnalyser> {
  let meters: ReturnType<typeof createMeters> | undefined;
  const decoder = await createAudioDecoder((channels, sampleRate) => {
    meters ??= createMeters(sampleRate, channels.length);
    if (sampleRate !== meters.sampleRate) {
      throw new UnreadableAudioError('The sample rate changes within the file.');
    }
    meters.push(channels);
  });

  return {
    push: (bytes) => decoder.push(bytes),
    finish() {
      const decoded = decoder.finish();
      if (!meters) throw new UnreadableAudioError('The file holds no audio.');
      const measured = meters.result();
      return {
        durationSeconds: hundredths(decoded.durationSeconds),
        sampleRate: decoded.sampleRate,
        channels: decoded.channels,
        bpm: orNull(tenths)(measured.bpm),
        bpmConfidence: hundredths(measured.bpmConfidence),
        key: measured.key,
        keyConfidence: hundredths(measured.keyConfidence),
        loudnessLufs: orNull(tenths)(measured.integratedLufs),
        truePeakDbtp: orNull(tenths)(measured.truePeakDbtp),
        samplePeakDbfs: orNull(tenths)(measured.samplePeakDbfs),
        leadingSilenceSeconds: hundredths(measured.leadingSilenceSeconds),
        trailingSilenceSeconds: hundredths(measured.trailingSilenceSeconds),
        clippedSamples: measured.clippedSamples,
      };
    },
    dispose: () => decoder.dispose(),
  };
}
