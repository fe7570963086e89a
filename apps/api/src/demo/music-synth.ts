import type { MeasuredKey } from '@cuebrief/shared';
import {
  addHat,
  addKick,
  addNote,
  addSnare,
  seededRandom,
  wavetable,
  type Envelope,
  type StereoBuffer,
} from './synth-voices';

export type MusicOptions = {
  bpm: number;
  key: MeasuredKey;
  seconds: number;
  sampleRate?: number;
  channels?: number;
  seed?: number;
};

const PITCH_CLASSES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11];
const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10];

/**
 * Eight-bar progressions as scale degrees (0 = tonic): a loop the seed picks for the first
 * half, then a cadence (I–IV–V–I, i–iv–V–i) that settles the key, as songs settle theirs. The
 * loops alone would not: i–VI–III–VII has the same chords as its relative major's vi–IV–I–V.
 */
const PROGRESSIONS = {
  major: {
    loops: [
      [0, 4, 5, 3],
      [0, 3, 4, 0],
    ],
    cadence: [0, 3, 4, 0],
  },
  minor: {
    loops: [
      [0, 5, 2, 6],
      [0, 3, 4, 0],
    ],
    cadence: [0, 3, 4, 0],
  },
} as const;

function hertzOf(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** The nearest pitch at or above `low` with the pitch class of `semitones`. */
function pitchFrom(low: number, semitones: number): number {
  return low + ((((semitones - low) % 12) + 12) % 12);
}

/** A chord's notes in semitones from the tonic: a triad stacked in thirds on `degree`. */
function triad(scale: readonly number[], degree: number, minor: boolean): number[] {
  const notes = [0, 2, 4].map((third) => {
    const index = degree + third;
    return scale[index % 7]! + 12 * Math.floor(index / 7);
  });
  // The dominant of a minor key is major (harmonic minor): its raised seventh leads home.
  if (minor && degree === 4) notes[1]! += 1;
  return notes;
}

/** The sounds of one piece: every seed picks its own, so a set of clips is not one timbre. */
function instrumentsFor(random: () => number) {
  const between = (low: number, high: number) => low + random() * (high - low);
  const piano = random() < 0.5;
  // The order of the draws is part of what a seed means: changing it changes every seed's sounds.
  const chordTable = wavetable(
    piano ? [1, between(0.3, 0.6), between(0.15, 0.35), 0.12, 0.06] : [1, 0.35, between(0.1, 0.3)],
  );
  const chordEnvelope: Envelope = piano
    ? { attack: 0.004, decay: between(0.5, 0.9), sustain: 0, release: 0.08 }
    : { attack: between(0.05, 0.2), decay: 0.6, sustain: 0.6, release: 0.25 };
  return {
    chordTable,
    chordEnvelope,
    /** Piano-ish chords are struck twice a bar; pads are held for the bar. */
    chordStrikes: piano ? [0, 2] : [0],
    bassTable: wavetable(random() < 0.5 ? [1, 0.5, 0.33, 0.25] : [1, 0.25, 0.1]),
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

type MelodyNote = { eighth: number; eighths: number; semitones: number };

/** The melody's range, in semitones above the tonic an octave below the lead's register. */
const MELODY_RANGE = { low: 7, high: 26 } as const;

/**
 * A melody for one bar, in semitones from the tonic: chord tones on the beats (the one nearest
 * to where the line is), steps along the scale between them, the tonic held in a closing bar.
 */
function melodyBar(
  random: () => number,
  ladder: readonly number[],
  chord: readonly number[],
  previous: number,
  closing: boolean,
): MelodyNote[] {
  if (closing) return [{ eighth: 0, eighths: 8, semitones: 12 }];
  const notes: MelodyNote[] = [];
  let pitch = previous;
  for (let eighth = 0; eighth < 8;) {
    const eighths = random() < 0.6 ? 2 : 1;
    if (eighth % 2 === 0) {
      const candidates = chord
        .flatMap((tone) => [tone, tone + 12, tone + 24])
        .filter((tone) => tone >= MELODY_RANGE.low && tone <= MELODY_RANGE.high);
      pitch = candidates.reduce((a, b) => (Math.abs(b - pitch) < Math.abs(a - pitch) ? b : a));
    } else {
      const here = ladder.findIndex((tone) => tone >= pitch);
      const step = random() < 0.5 ? 1 : -1;
      pitch = ladder[Math.min(ladder.length - 1, Math.max(0, here + step))]!;
    }
    notes.push({ eighth, eighths: Math.min(eighths, 8 - eighth), semitones: pitch });
    eighth += eighths;
  }
  return notes;
}

/**
 * Music at a known tempo in a known key, for the analyser's tests, the demo data and the
 * benchmarks: kick on beats 1 and 3, snare on 2 and 4, closed hats on the eighths, bass on the
 * chords' roots, chords with a few harmonics (a pad or a piano-ish strike) and a melody in the
 * scale, over eight bars that loop. The same options and seed make the same samples; the seed
 * also picks the sounds and the loop, so the labelled set is not one sound. Planar channels in
 * -1..1, peaking below full scale.
 */
export function synthesiseMusic(options: MusicOptions): Float32Array[] {
  const sampleRate = options.sampleRate ?? 44_100;
  const channels = options.channels ?? 2;
  const random = seededRandom(options.seed ?? 1);
  const [tonicName, mode] = options.key.split(' ') as [string, 'major' | 'minor'];
  const tonic = PITCH_CLASSES.indexOf(tonicName);
  const minor = mode === 'minor';
  const scale = minor ? MINOR_SCALE : MAJOR_SCALE;
  const progressions = PROGRESSIONS[mode];
  const loop = progressions.loops[Math.floor(random() * progressions.loops.length)]!;
  const bars = [...loop, ...progressions.cadence];
  const sounds = instrumentsFor(random);

  const frames = Math.round(options.seconds * sampleRate);
  const out: StereoBuffer = {
    left: new Float32Array(frames),
    right: new Float32Array(frames),
    sampleRate,
  };
  const beat = 60 / options.bpm;
  const bar = 4 * beat;
  const tonicChordMidi = pitchFrom(55, tonic); // the chords sit between G3 and G4 or so
  const tonicBassMidi = pitchFrom(36, tonic);
  const tonicLeadMidi = pitchFrom(60, tonic);
  // The scale's tones across the melody's range, for stepwise motion.
  const ladder = [0, 12, 24]
    .flatMap((octave) => scale.map((tone) => tone + octave))
    .filter((tone) => tone >= MELODY_RANGE.low && tone <= MELODY_RANGE.high);
  let melodyPitch = 12;

  for (let barIndex = 0; barIndex * bar < options.seconds; barIndex++) {
    const start = barIndex * bar;
    const degree = bars[barIndex % bars.length]!;
    const chord = triad(scale, degree, minor);
    for (const strike of sounds.chordStrikes) {
      const duration = sounds.chordStrikes.length > 1 ? 2 * beat : bar;
      chord.forEach((tone, voice) => {
        // Each tone in the octave nearest the tonic's chord register: close voicing.
        const midi = pitchFrom(tonicChordMidi, tonic + tone);
        addNote(out, sounds.chordTable, sounds.chordEnvelope, {
          start: start + strike * beat,
          duration: duration * 0.95,
          hertz: hertzOf(midi),
          gain: 0.2,
          pan: (voice - 1) * 0.4,
        });
      });
    }
    const bassStep = sounds.bassEighths ? beat / 2 : beat;
    for (let at = 0; at < bar - 1e-9; at += bassStep) {
      addNote(
        out,
        sounds.bassTable,
        { attack: 0.005, decay: 0.25, sustain: 0.3, release: 0.03 },
        {
          start: start + at,
          duration: bassStep * 0.8,
          hertz: hertzOf(pitchFrom(tonicBassMidi, tonic + chord[0]!)),
          gain: 0.25,
          pan: 0,
        },
      );
    }
    const closing = barIndex % bars.length === bars.length - 1;
    for (const note of melodyBar(random, ladder, chord, melodyPitch, closing)) {
      addNote(
        out,
        sounds.leadTable,
        { attack: 0.01, decay: 0.3, sustain: 0.5, release: 0.05 },
        {
          start: start + (note.eighth * beat) / 2,
          duration: ((note.eighths * beat) / 2) * 0.9,
          hertz: hertzOf(tonicLeadMidi - 12 + note.semitones),
          gain: 0.16,
          pan: 0.2,
        },
      );
      melodyPitch = note.semitones;
    }
    for (let eighth = 0; eighth < 8; eighth++) {
      const at = start + (eighth * beat) / 2;
      if (eighth === 0 || eighth === 4) addKick(out, sounds.kick, at, 0.9);
      if (eighth === 2 || eighth === 6) addSnare(out, sounds.snare, at, 0.75, random);
      addHat(out, sounds.hat, at, sounds.hatGain * (eighth % 2 === 0 ? 1 : 0.7), random);
    }
  }
  return finished(out, channels, sounds.peak);
}

/** Scaled to its peak, faded over the last 20 ms (no click), laid out as `channels` channels. */
function finished(out: StereoBuffer, channels: number, peak: number): Float32Array[] {
  let loudest = 1e-9;
  for (let i = 0; i < out.left.length; i++) {
    loudest = Math.max(loudest, Math.abs(out.left[i]!), Math.abs(out.right[i]!));
  }
  const fade = Math.round(0.02 * out.sampleRate);
  for (let i = 0; i < out.left.length; i++) {
    const tail = out.left.length - i;
    const gain = (peak / loudest) * (tail < fade ? tail / fade : 1);
    out.left[i]! *= gain;
    out.right[i]! *= gain;
  }
  if (channels === 1) {
    const mono = new Float32Array(out.left.length);
    for (let i = 0; i < mono.length; i++) mono[i] = (out.left[i]! + out.right[i]!) / 2;
    return [mono];
  }
  return Array.from({ length: channels }, (_, channel) =>
    channel === 0 ? out.left : channel === 1 ? out.right : out.left.slice(),
  );
}
