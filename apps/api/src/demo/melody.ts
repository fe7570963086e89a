import { scaleLadder, scaleOver, triad, type Tonality } from './harmony';

/** A note of the tune, within its bar: from an eighth, for some eighths, semitones from the tonic. */
export type MelodyNote = { eighth: number; eighths: number; semitones: number };

/** Rhythms of one bar in eighths (a negative length is a rest), each adding up to a bar. */
const CELLS = [
  [2, 2, 2, 2],
  [3, 1, 2, 2],
  [2, 1, 1, 2, 2],
  [1, 1, 2, 1, 1, 2],
  [3, 3, 2],
  [-1, 1, 2, 2, 2],
  [2, 2, 1, 1, 2],
];
/** Broader rhythms for a chorus, which sings longer notes higher up. */
const BROAD_CELLS = [
  [4, 4],
  [3, 3, 2],
  [2, 2, 4],
  [2, 6],
  [3, 1, 4],
];
/** A phrase's last bar: a long note, then a breath before the next phrase. */
const CADENCE_CELLS = [
  [2, 4, -2],
  [3, 3, -2],
  [2, 2, 3, -1],
  [6, -2],
];

/** Where a register's tune may go and where each phrase starts, in semitones from the tonic. */
export type Register = { low: number; high: number; home: number };
export const REGISTERS = {
  /** Around the tonic: verses and breakdowns. */
  low: { low: 7, high: 22, home: 12 },
  /** A fourth or so higher: the chorus lifts. */
  high: { low: 12, high: 28, home: 19 },
} as const satisfies Record<string, Register>;

/**
 * The idea a section's phrases share: the rhythm of their first two bars and of their close,
 * and the shape of the line (a step up or down for each note after a bar's first). Repeating
 * it is what makes the tune a tune rather than a walk through the scale.
 */
export type Motif = { cells: [number[], number[]]; cadence: number[]; steps: number[] };

export function motifOf(random: () => number, broad: boolean): Motif {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const cells = broad ? BROAD_CELLS : CELLS;
  const steps: number[] = [];
  for (let i = 0; i < 8; i++) {
    const previous = steps[i - 1] ?? 0;
    // A leap is followed by a step back, as singers fill a gap.
    if (Math.abs(previous) === 2) steps.push(-Math.sign(previous));
    else steps.push(random() < 0.15 ? 2 * (random() < 0.5 ? 1 : -1) : random() < 0.55 ? 1 : -1);
  }
  return { cells: [pick(cells), pick(cells)], cadence: pick(CADENCE_CELLS), steps };
}

/** The bar's place in its four-bar phrase, and how the phrase ends. */
export type PhraseBar = { phraseBar: number; answers: boolean };

/** The chord tone (in any octave within the register) nearest `target`. */
function nearestChordTone(chord: readonly number[], register: Register, target: number): number {
  const candidates = chord
    .flatMap((tone) => [tone - 12, tone, tone + 12, tone + 24, tone + 36])
    .filter((tone) => tone >= register.low && tone <= register.high);
  return candidates.reduce((a, b) => (Math.abs(b - target) < Math.abs(a - target) ? b : a));
}

/**
 * One bar of the tune over the chord on `degree`: bars one and three sing the motif's first
 * rhythm (so the phrase repeats itself), bar two its second, bar four its close. Each bar
 * starts on the chord tone nearest where the phrase's arc is (rising to its third bar), moves
 * by the motif's steps along the scale, and lands on chord tones on the strong beats. An
 * answering phrase ends on the tonic; an asking one on a tone of its last chord, which leads on.
 * Answers the notes and the pitch the line ends on.
 */
export function melodyBar(
  tonality: Tonality,
  degree: number,
  motif: Motif,
  register: Register,
  place: PhraseBar,
  previous: number,
): { notes: MelodyNote[]; last: number } {
  const chord = triad(tonality, degree);
  const ladder = scaleLadder(scaleOver(tonality, degree), register.low, register.high);
  const closing = place.phraseBar === 3;
  const cell = closing ? motif.cadence : motif.cells[place.phraseBar % 2]!;
  const arc = register.home + [0, 2, 4, 2][place.phraseBar]!;
  const notes: MelodyNote[] = [];
  let pitch = previous;
  let eighth = 0;
  cell.forEach((length, index) => {
    if (length < 0) {
      eighth -= length;
      return;
    }
    const isLast = index === cell.length - 1 || (cell[index + 1] ?? 0) < 0;
    if (closing && isLast) {
      pitch = place.answers
        ? nearestChordTone([0], register, pitch)
        : nearestChordTone(chord, register, pitch);
    } else if (notes.length === 0) {
      pitch = nearestChordTone(chord, register, arc);
    } else if (eighth % 4 === 0) {
      pitch = nearestChordTone(chord, register, pitch + 2 * motif.steps[index]!);
    } else {
      const above = ladder.findIndex((tone) => tone >= pitch);
      const here = above === -1 ? ladder.length - 1 : above;
      const at = Math.min(ladder.length - 1, Math.max(0, here + motif.steps[index]!));
      pitch = ladder[at]!;
    }
    notes.push({ eighth, eighths: length, semitones: pitch });
    eighth += length;
  });
  return { notes, last: pitch };
}
