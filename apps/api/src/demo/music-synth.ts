import type { MeasuredKey } from '@cuebrief/shared';
import { loopPlan, songPlan, type BarPlan, type SectionKind } from './arrangement';
import {
  bassBar,
  chordBar,
  drumBar,
  drumHits,
  finalBar,
  melodyNotes,
  type BassKind,
  type ChordKind,
  type DrumKind,
  type Piece,
} from './bar-parts';
import { tonalityOf } from './harmony';
import { instrumentsFor, type ChordSound } from './instruments';
import { REGISTERS, melodyBar, motifOf, type Register } from './melody';
import { mixAt, seededRandom, stereoBuffer, takeTrimmed, type StereoBuffer } from './synth-voices';

/**
 * `loop` (the default) is a test signal: eight bars, every part in every bar, over and over.
 * `song` is music to listen to: intro, verses and choruses, a cadence and a last chord
 * (arrangement.ts), for the demo data.
 */
export type MusicForm = 'loop' | 'song';

export type MusicOptions = {
  bpm: number;
  key: MeasuredKey;
  seconds: number;
  sampleRate?: number;
  channels?: number;
  seed?: number;
  form?: MusicForm;
  /** What the chords are played on; the seed picks when not said. */
  sound?: ChordSound;
  /** A song's first chorus starts on the bar nearest this second, as a brief may ask. */
  lift?: number;
};

/** The parts each section plays, and the tune's register and loudness (none: no tune). */
type Layers = {
  drums: DrumKind;
  bass: BassKind;
  chords: ChordKind;
  melody: { register: Register; gain: number } | null;
};
const LOW_TUNE = { register: REGISTERS.low, gain: 0.16 };
const HIGH_TUNE = { register: REGISTERS.high, gain: 0.19 };
const LAYERS: Record<Exclude<SectionKind, 'final'>, Layers> = {
  intro: { drums: 'light', bass: 'held', chords: 'plain', melody: null },
  verse: { drums: 'groove', bass: 'groove', chords: 'plain', melody: LOW_TUNE },
  chorus: { drums: 'lift', bass: 'drive', chords: 'wide', melody: HIGH_TUNE },
  breakdown: { drums: 'light', bass: 'held', chords: 'plain', melody: LOW_TUNE },
  ending: { drums: 'lift', bass: 'drive', chords: 'wide', melody: HIGH_TUNE },
  loop: { drums: 'groove', bass: 'pulse', chords: 'plain', melody: LOW_TUNE },
};

/** How long a rendered bar may ring past its end: a crash's tail, a piano's decay. */
const TAIL_SECONDS = 3;

/**
 * Music at a known tempo in a known key, for the analyser's tests, the demo data and the
 * benchmarks: kick on beats 1 and 3, snare on 2 and 4, hats on the eighths, bass on the chords'
 * roots, chords with a few harmonics (a pad or a piano-ish strike) and a tune in phrases of
 * four bars that repeat their motif, ask and answer. The same options and seed make the same
 * samples; the seed also picks the sounds, the progressions and the motifs, so a set of clips
 * is not one sound. Each bar's drums, bass and chords are rendered once and mixed in wherever
 * they repeat, which keeps the synthesiser far faster than real time. Planar channels in
 * -1..1, peaking below full scale.
 */
export function synthesiseMusic(options: MusicOptions): Float32Array[] {
  const sampleRate = options.sampleRate ?? 44_100;
  const random = seededRandom(options.seed ?? 1);
  const tonality = tonalityOf(options.key);
  const beat = 60 / options.bpm;
  const bar = 4 * beat;
  const song = options.form === 'song';
  // The song's last bar rings to the end; the loop is cut wherever the length ends.
  const bars = song
    ? Math.max(1, Math.floor(options.seconds / bar))
    : Math.ceil(options.seconds / bar - 1e-9);
  const lift = options.lift === undefined ? undefined : options.lift / bar;
  const plan = song ? songPlan(bars, random, lift) : loopPlan(random, tonality.minor);
  const sounds = instrumentsFor(random, options.sound);
  const hits = drumHits(sounds, sampleRate, random);
  const piece: Piece = { tonality, sounds, hits, beat };
  const motifs = { low: motifOf(random, false), high: motifOf(random, true) };

  const out = stereoBuffer(Math.round(options.seconds * sampleRate), sampleRate);
  const rendered = new Map<string, StereoBuffer>();
  const scratch = stereoBuffer(Math.round((bar + TAIL_SECONDS) * sampleRate), sampleRate);
  const once = (key: string, draw: (part: StereoBuffer) => void) => {
    let part = rendered.get(key);
    if (!part) {
      draw(scratch);
      part = takeTrimmed(scratch);
      rendered.set(key, part);
    }
    return part;
  };
  let tune: number = REGISTERS.low.home;
  for (let index = 0; index < bars; index++) {
    const planned: BarPlan = plan[index % plan.length]!;
    const start = index * bar;
    if (planned.section === 'final') {
      finalBar(out, piece, { start, seconds: options.seconds - start }, nearestTonic(tune));
      continue;
    }
    const layers = LAYERS[planned.section];
    const from = Math.round(start * sampleRate);
    const marks = { opens: planned.opens, fills: planned.fills };
    const drums = `drums ${layers.drums} ${marks.opens} ${marks.fills}`;
    mixAt(
      out,
      once(drums, (part) => drumBar(part, piece, layers.drums, marks)),
      from,
    );
    const bass = `bass ${layers.bass} ${planned.degree}`;
    mixAt(
      out,
      once(bass, (part) => bassBar(part, piece, layers.bass, planned.degree)),
      from,
    );
    const chords = `chords ${layers.chords} ${planned.degree}`;
    mixAt(
      out,
      once(chords, (part) => chordBar(part, piece, layers.chords, planned.degree)),
      from,
    );
    if (layers.melody) {
      const high = layers.melody.register === REGISTERS.high;
      const line = melodyBar(
        tonality,
        planned.degree,
        high ? motifs.high : motifs.low,
        layers.melody.register,
        planned,
        tune,
      );
      melodyNotes(out, piece, line.notes, start, layers.melody.gain);
      tune = line.last;
    }
  }
  return finished(out, options.channels ?? 2, sounds.peak);
}

/** The tonic nearest the tune's last note, for the last chord to hold. */
function nearestTonic(semitones: number): number {
  return Math.max(12, Math.round(semitones / 12) * 12);
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
