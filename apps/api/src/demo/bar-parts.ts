import { hertzOf, pitchFrom, triad, type Tonality } from './harmony';
import type { Instruments } from './instruments';
import type { MelodyNote } from './melody';
import {
  addHat,
  addKick,
  addNote,
  addSnare,
  mixAt,
  stereoBuffer,
  takeTrimmed,
  type Envelope,
  type StereoBuffer,
} from './synth-voices';

/** How busy the drums are: none, hats on the beats, a backbeat groove, or the chorus's lift. */
export type DrumKind = 'none' | 'light' | 'groove' | 'lift';
/** The bass: none, the root held, the root on every beat or eighth, a groove, or driving eighths. */
export type BassKind = 'none' | 'held' | 'pulse' | 'groove' | 'drive';
/** The chords: a close triad, or wide (the root doubled an octave up, spread further apart). */
export type ChordKind = 'plain' | 'wide';

/** A piece's drum hits, each rendered once at full level and mixed in wherever it is played. */
export type DrumHits = Record<'kick' | 'snare' | 'hat' | 'openHat' | 'crash', StereoBuffer>;

/** What a piece plays with: its key, its sounds and drum hits, its beat (seconds). */
export type Piece = {
  tonality: Tonality;
  sounds: Instruments;
  hits: DrumHits;
  beat: number;
};

/** A crash cymbal: a hat left to ring. */
const CRASH = { decay: 0.45, pan: 0 };
const OPEN_HAT_DECAY = 0.12;
/** Long enough for any hit to die away: the crash's five time constants. */
const HIT_SECONDS = 2.5;
const BASS_ENVELOPE: Envelope = { attack: 0.005, decay: 0.25, sustain: 0.3, release: 0.03 };
const LEAD_ENVELOPE: Envelope = { attack: 0.01, decay: 0.3, sustain: 0.5, release: 0.05 };

/** The registers of the parts: chords from about G3, bass from C2, the tune around C4. */
const chordMidi = (tonic: number) => pitchFrom(55, tonic);
const bassMidi = (tonic: number) => pitchFrom(36, tonic);
const leadMidi = (tonic: number) => pitchFrom(60, tonic) - 12;

/** The piece's drum hits: a drum machine's samples, made from its sounds. */
export function drumHits(sounds: Instruments, sampleRate: number, random: () => number): DrumHits {
  const scratch = stereoBuffer(Math.round(HIT_SECONDS * sampleRate), sampleRate);
  const hit = (draw: (buffer: StereoBuffer) => void) => {
    draw(scratch);
    return takeTrimmed(scratch);
  };
  return {
    kick: hit((buffer) => addKick(buffer, sounds.kick, 0, 1)),
    snare: hit((buffer) => addSnare(buffer, sounds.snare, 0, 1, random)),
    hat: hit((buffer) => addHat(buffer, sounds.hat, 0, 1, random)),
    openHat: hit((buffer) =>
      addHat(buffer, { ...sounds.hat, decay: OPEN_HAT_DECAY }, 0, 1, random),
    ),
    crash: hit((buffer) => addHat(buffer, CRASH, 0, 1, random)),
  };
}

/**
 * One bar of drums from time 0: kick on beats 1 and 3, snare on 2 and 4, closed hats on the
 * eighths (an open one closing a lift's bar); a light bar has hats on the beats only. A bar
 * that opens a section of the full kit starts with a crash; one that leads into a chorus ends
 * with a snare fill. (A kick off the beat would swing, but makes a slow piece read twice as fast.)
 */
export function drumBar(
  out: StereoBuffer,
  { sounds, hits, beat }: Piece,
  kind: DrumKind,
  marks: { opens: boolean; fills: boolean },
): void {
  if (kind === 'none') return;
  const play = (sample: StereoBuffer, eighth: number, gain: number) =>
    mixAt(out, sample, Math.round(((eighth * beat) / 2) * out.sampleRate), gain);
  for (let eighth = 0; eighth < 8; eighth++) {
    if (kind === 'light') {
      if (eighth % 2 === 0) play(hits.hat, eighth, sounds.hatGain * 0.8);
      continue;
    }
    if (eighth === 0 || eighth === 4) play(hits.kick, eighth, 0.9);
    if (eighth === 2 || eighth === 6) play(hits.snare, eighth, 0.75);
    if (marks.fills && (eighth === 5 || eighth === 7)) play(hits.snare, eighth, 0.45);
    if (kind === 'lift' && eighth === 7) play(hits.openHat, eighth, sounds.hatGain * 0.8);
    else play(hits.hat, eighth, sounds.hatGain * (eighth % 2 === 0 ? 1 : 0.7));
  }
  if (marks.opens && kind !== 'light') play(hits.crash, 0, 0.5);
}

/** Bass figures of a bar: [eighth, eighths, semitones above the chord's root]. */
const BASS_FIGURES: Record<'held' | 'groove' | 'drive', readonly (readonly number[])[]> = {
  held: [[0, 8, 0]],
  groove: [
    [0, 3, 0],
    [3, 1, 0],
    [4, 2, 0],
    [6, 1, 7],
    [7, 1, 12],
  ],
  drive: [0, 0, 12, 0, 0, 0, 7, 12].map((interval, eighth) => [eighth, 1, interval]),
};

/** One bar of bass under the chord on `degree`, from time 0. */
export function bassBar(
  out: StereoBuffer,
  { tonality, sounds, beat }: Piece,
  kind: BassKind,
  degree: number,
): void {
  if (kind === 'none') return;
  const root = pitchFrom(bassMidi(tonality.tonic), tonality.tonic + triad(tonality, degree)[0]!);
  const pulse = sounds.bassEighths
    ? Array.from({ length: 8 }, (_, eighth) => [eighth, 1, 0])
    : Array.from({ length: 4 }, (_, quarter) => [2 * quarter, 2, 0]);
  for (const [eighth, eighths, interval] of kind === 'pulse' ? pulse : BASS_FIGURES[kind]) {
    addNote(out, sounds.bassTable, BASS_ENVELOPE, {
      start: (eighth! * beat) / 2,
      duration: ((eighths! * beat) / 2) * 0.8,
      hertz: hertzOf(root + interval!),
      gain: 0.25,
      pan: 0,
    });
  }
}

/** The chord on `degree` in close position from about G3; wide adds the root an octave up. */
function voicing(tonality: Tonality, degree: number, kind: ChordKind): number[] {
  const close = triad(tonality, degree).map((tone) =>
    pitchFrom(chordMidi(tonality.tonic), tonality.tonic + tone),
  );
  return kind === 'wide' ? [...close, close[0]! + 12] : close;
}

/** When piano chords are struck in a bar: [beat, beats held]; pushed in a wide (chorus) bar. */
const PIANO_STRIKES: Record<ChordKind, readonly (readonly [number, number])[]> = {
  plain: [
    [0, 2],
    [2, 2],
  ],
  wide: [
    [0, 1.5],
    [1.5, 1.5],
    [3, 1],
  ],
};

/** One bar of the chord on `degree`, from time 0: a pad held, or piano struck in a rhythm. */
export function chordBar(
  out: StereoBuffer,
  { tonality, sounds, beat }: Piece,
  kind: ChordKind,
  degree: number,
): void {
  const notes = voicing(tonality, degree, kind);
  const strikes = sounds.piano ? PIANO_STRIKES[kind] : [[0, 4] as const];
  for (const [at, beats] of strikes) {
    notes.forEach((midi, voice) => {
      addNote(out, sounds.chordTable, sounds.chordEnvelope, {
        start: at * beat,
        duration: beats * beat * 0.95,
        hertz: hertzOf(midi),
        gain: 0.2,
        pan: ((voice / (notes.length - 1)) * 2 - 1) * (kind === 'wide' ? 0.6 : 0.4),
      });
    });
  }
}

/** The tune's notes of a bar that starts at `start` seconds. */
export function melodyNotes(
  out: StereoBuffer,
  { tonality, sounds, beat }: Piece,
  notes: readonly MelodyNote[],
  start: number,
  gain: number,
): void {
  for (const note of notes) {
    addNote(out, sounds.leadTable, LEAD_ENVELOPE, {
      start: start + (note.eighth * beat) / 2,
      duration: ((note.eighths * beat) / 2) * 0.9,
      hertz: hertzOf(leadMidi(tonality.tonic) + note.semitones),
      gain,
      pan: 0.2,
    });
  }
}

/**
 * The last bar, from `start` to the end (`seconds` long): a kick and a crash, and the tonic's
 * chord, its root in the bass and the tune's last note (`tune`, semitones from the tonic),
 * struck together and dying away, so the piece ends on a chord rather than stops.
 */
export function finalBar(
  out: StereoBuffer,
  piece: Piece,
  at: { start: number; seconds: number },
  tune: number,
): void {
  const { tonality, sounds, hits } = piece;
  const ringing: Envelope = {
    attack: Math.min(0.01, sounds.chordEnvelope.attack),
    decay: at.seconds / 3,
    sustain: 0,
    release: 0.05,
  };
  const held = { start: at.start, duration: at.seconds - 0.05 };
  const from = Math.round(at.start * out.sampleRate);
  mixAt(out, hits.kick, from, 0.9);
  mixAt(out, hits.crash, from, 0.5);
  const chord = voicing(tonality, 0, 'wide');
  chord.forEach((midi, voice) => {
    const pan = ((voice / (chord.length - 1)) * 2 - 1) * 0.6;
    addNote(out, sounds.chordTable, ringing, { ...held, hertz: hertzOf(midi), gain: 0.2, pan });
  });
  const bass = hertzOf(bassMidi(tonality.tonic));
  addNote(out, sounds.bassTable, ringing, { ...held, hertz: bass, gain: 0.25, pan: 0 });
  const lead = hertzOf(leadMidi(tonality.tonic) + tune);
  addNote(out, sounds.leadTable, ringing, { ...held, hertz: lead, gain: 0.18, pan: 0.2 });
}
