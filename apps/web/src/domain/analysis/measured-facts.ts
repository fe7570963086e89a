import type { AudioAnalysis } from '@cuebrief/shared';
import type { TFunction } from 'i18next';

/** Silence shorter than this at either end is the usual gap of any file, not worth saying. */
const NOTABLE_SILENCE_SECONDS = 0.1;

const oneDecimal = (value: number) => value.toFixed(1);

/** Measured values an audio's facts line already shows, so its measured line leaves them out. */
export type ShownInFacts = { bpm: boolean; key: boolean };

/**
 * What was measured in an audio, in words, in the order a music supervisor reads a cue sheet:
 * tempo, key, loudness, true peak, then what may need fixing (silence at either end, clipped
 * samples). The length is the facts line's; so are a tempo and key it shows as measured. A
 * measure the audio does not allow (no tempo in a drone) is left out.
 */
export function measuredFactsOf(
  analysis: AudioAnalysis,
  t: TFunction,
  shownInFacts: ShownInFacts = { bpm: false, key: false },
): string[] {
  const facts: (string | false)[] = [
    !shownInFacts.bpm &&
      analysis.bpm !== null &&
      t('analysis.values.bpm', { bpm: Math.round(analysis.bpm) }),
    !shownInFacts.key && (analysis.key ?? false),
    analysis.loudnessLufs !== null &&
      t('analysis.values.loudness', { lufs: oneDecimal(analysis.loudnessLufs) }),
    analysis.truePeakDbtp !== null &&
      t('analysis.values.truePeak', { dbtp: oneDecimal(analysis.truePeakDbtp) }),
    silenceOf(analysis, t),
    (analysis.clippedSamples ?? 0) > 0 &&
      t('analysis.values.clipped', { count: analysis.clippedSamples ?? 0 }),
  ];
  return facts.filter((fact): fact is string => typeof fact === 'string');
}

function silenceOf(analysis: AudioAnalysis, t: TFunction): string | false {
  const lead = analysis.leadingSilenceSeconds ?? 0;
  const tail = analysis.trailingSilenceSeconds ?? 0;
  if (lead < NOTABLE_SILENCE_SECONDS && tail < NOTABLE_SILENCE_SECONDS) return false;
  return t('analysis.values.silence', { lead: oneDecimal(lead), tail: oneDecimal(tail) });
}

/** A stated tempo or key, or where none was stated the measured one, marked as measured. */
export type StatedOrMeasured = { value: string; isMeasured: boolean } | null;

/**
 * The tempo and key an audio's facts line shows: what the uploader stated, else what was
 * measured (so catalogue tracks nobody tagged still say their tempo and key).
 */
export function tempoAndKeyOf(
  audio: { bpm: number | null; key: string | null; analysis: AudioAnalysis },
  t: TFunction,
): { bpm: StatedOrMeasured; key: StatedOrMeasured } {
  const measuredBpm = audio.analysis.bpm;
  return {
    bpm:
      audio.bpm !== null
        ? { value: t('analysis.values.bpm', { bpm: audio.bpm }), isMeasured: false }
        : measuredBpm !== null
          ? { value: t('analysis.values.bpm', { bpm: Math.round(measuredBpm) }), isMeasured: true }
          : null,
    key:
      audio.key !== null
        ? { value: audio.key, isMeasured: false }
        : audio.analysis.key !== null
          ? { value: audio.analysis.key, isMeasured: true }
          : null,
  };
}

/** A stated or measured tempo or key as a facts line says it: a measured one marked so. */
export const statedOrMeasuredText = (fact: StatedOrMeasured, t: TFunction): string | null =>
  fact && (fact.isMeasured ? t('analysis.measuredMark', { value: fact.value }) : fact.value);
