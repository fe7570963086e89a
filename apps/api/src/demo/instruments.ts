import { wavetable, type Envelope } from './synth-voices';

/** What the chords are played on: struck piano-ish keys, or a held pad (strings, synths). */
export type ChordSound = 'piano' | 'pad';

/**
 * The sounds of one piece: every seed picks its own, so a set of clips is not one timbre.
 * `sound`, when given, says what the chords are played on (a piece described as piano music
 * plays piano); the seed still draws that choice, so the other sounds stay the seed's.
 */
export function instrumentsFor(random: () => number, sound?: ChordSound) {
  const between = (low: number, high: number) => low + random() * (high - low);
  const drawnPiano = random() < 0.5;
  const piano = sound === undefined ? drawnPiano : sound === 'piano';
  // The order of the draws is part of what a seed means: changing it changes every seed's sounds.
  const chordTable = wavetable(
    piano ? [1, between(0.3, 0.6), between(0.15, 0.35), 0.12, 0.06] : [1, 0.35, between(0.1, 0.3)],
  );
  const chordEnvelope: Envelope = piano
    ? { attack: 0.004, decay: between(0.5, 0.9), sustain: 0, release: 0.08 }
    : { attack: between(0.05, 0.2), decay: 0.6, sustain: 0.6, release: 0.25 };
  return {
    piano,
    chordTable,
    chordEnvelope,
    bassTable: wavetable(random() < 0.5 ? [1, 0.5, 0.33, 0.25] : [1, 0.25, 0.1]),
    /** The test signal's bass plays the root on every eighth, or on every beat. */
    bassEighths: random() < 0.5,
    leadTable: wavetable(random() < 0.5 ? [1, 0, 0.33, 0, 0.2] : [1, 0.4, 0.1]),
    kick: { startHz: between(130, 180), endHz: between(45, 60), decay: between(0.1, 0.16) },
    snare: { toneHz: between(160, 220), decay: between(0.05, 0.09), noise: between(0.6, 0.9) },
    hat: { decay: between(0.015, 0.035), pan: between(-0.5, 0.5) },
    hatGain: between(0.25, 0.4),
    /** The sample peak: at most -2 dBFS, so even between samples it stays below -1 dBTP. */
    peak: between(0.5, 0.8),
  };
}

export type Instruments = ReturnType<typeof instrumentsFor>;
