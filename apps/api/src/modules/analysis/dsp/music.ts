import type { MeasuredKey } from '@cuebrief/shared';
import { createChroma } from './chroma';
import { createDownmixDecimator, decimatedRate } from './downmix';
import { createFramer } from './frames';
import { estimateKey } from './key';
import type { Meter } from './meter';
import { createOnsetStrength } from './onset-strength';
import { estimateTempo } from './tempo';

export type MusicMeasurement = {
  bpm: number | null;
  bpmConfidence: number;
  key: MeasuredKey | null;
  keyConfidence: number;
};

/**
 * Tempo and key of music, measured in one pass: the channels are averaged and decimated to
 * about 11 kHz once, then two frame streams share that signal, short frames for the onset
 * strength that tempo is read from and long ones for the chroma that key is read from. What is
 * kept is the features, about 86 onset values a second and a 120-bin pitch histogram, so a file
 * of any length is measured in bounded memory; tempo and key are worked out from them at the end.
 */
export function createMusicMeter(
  sampleRate: number,
  channelCount: number,
): Meter<MusicMeasurement> {
  const rate = decimatedRate(sampleRate);
  const onsets = createOnsetStrength(rate);
  const chroma = createChroma(rate);
  const onsetFrames = createFramer(onsets.frameSize, onsets.hop, onsets.pushFrame);
  const chromaFrames = createFramer(chroma.frameSize, chroma.hop, chroma.pushFrame);
  const decimator = createDownmixDecimator(sampleRate, channelCount, (samples, count) => {
    onsetFrames.push(samples, count);
    chromaFrames.push(samples, count);
  });

  return {
    push(channels) {
      decimator.push(channels);
    },
    result() {
      decimator.flush();
      const tempo = estimateTempo(onsets.envelope(), onsets.frameRate);
      const key = estimateKey(chroma.result());
      return {
        bpm: tempo.bpm,
        bpmConfidence: tempo.confidence,
        key: key.key,
        keyConfidence: key.confidence,
      };
    },
  };
}
