import { DOMINANT } from './harmony';
import type { PhraseBar } from './melody';

/**
 * The parts of a piece: an intro of chords over a light pulse, verses and choruses of four-bar
 * phrases (the chorus lifts: higher tune, wider chords, busier drums), a breakdown without kick
 * in a long piece, a two-bar cadence and the tonic held to the end. `loop` is the plain test
 * signal: every part in every bar.
 */
export type SectionKind = 'intro' | 'verse' | 'chorus' | 'breakdown' | 'ending' | 'final' | 'loop';

/** What one bar plays: its section, its chord (scale degree, 0 = tonic), its place in a phrase. */
export type BarPlan = PhraseBar & {
  section: SectionKind;
  degree: number;
  /** The first bar of its section: a crash marks it. */
  opens: boolean;
  /** The last bar before a chorus: a snare fill leads into it. */
  fills: boolean;
};

/** Four-bar progressions (scale degrees): a phrase that asks (ends on V), one that answers. */
type PhrasePair = { asks: readonly number[]; answers: readonly number[] };
const PROGRESSIONS: Record<'verse' | 'chorus' | 'breakdown', readonly PhrasePair[]> = {
  verse: [
    { asks: [0, 5, 3, 4], answers: [0, 5, 4, 0] },
    { asks: [0, 3, 0, 4], answers: [0, 3, 4, 0] },
  ],
  chorus: [
    { asks: [3, 4, 0, 5], answers: [3, 4, 0, 0] },
    { asks: [5, 3, 0, 4], answers: [5, 3, 4, 0] },
  ],
  breakdown: [{ asks: [5, 3, 5, 4], answers: [5, 3, 4, 4] }],
};

/**
 * The test signal's eight bars: a loop the seed picks for the first half, then a cadence
 * (I–IV–V–I, i–iv–V–i) that settles the key, as songs settle theirs. The loops alone would not:
 * i–VI–III–VII has the same chords as its relative major's vi–IV–I–V.
 */
const LOOPS = {
  major: [
    [0, 4, 5, 3],
    [0, 3, 4, 0],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 4, 0],
  ],
  cadence: [0, 3, 4, 0],
} as const;

export function loopPlan(random: () => number, minor: boolean): BarPlan[] {
  const loops = LOOPS[minor ? 'minor' : 'major'];
  const loop = loops[Math.floor(random() * loops.length)]!;
  return [...loop, ...LOOPS.cadence].map((degree, bar) => ({
    section: 'loop',
    degree,
    phraseBar: bar % 4,
    answers: bar >= 4,
    opens: false,
    fills: false,
  }));
}

/**
 * The sections of a piece of `phrases` four-bar phrases, verse first, chorus last: a verse
 * and a chorus of two phrases each, repeated; shorter when fewer phrases are left; the last
 * verse's last phrase a breakdown when the piece is long enough to want a rest.
 */
function sectionsOf(phrases: number): [SectionKind, number][] {
  if (phrases <= 1) return phrases === 1 ? [['chorus', 1]] : [];
  const sections: [SectionKind, number][] = [];
  for (let left = phrases; left > 0;) {
    const verse = left >= 4 ? 2 : Math.floor(left / 2);
    const chorus = Math.min(2, left - verse);
    if (verse > 0) sections.push(['verse', verse]);
    const previous = sections.at(-1);
    if (previous?.[0] === 'chorus') previous[1] += chorus;
    else sections.push(['chorus', chorus]);
    left -= verse + chorus;
  }
  const lastVerse = sections.findLastIndex(([kind]) => kind === 'verse');
  if (phrases >= 7 && lastVerse > 0) {
    const [, length] = sections[lastVerse]!;
    const kept: [SectionKind, number][] = length > 1 ? [['verse', length - 1]] : [];
    sections.splice(lastVerse, 1, ...kept, ['breakdown', 1]);
  }
  return sections;
}

/** The sections of a song and their lengths in bars: the intro, then the bodies, in order. */
type Form = { intro: number; sections: [SectionKind, number][]; ending: number };

/**
 * The form of a song of `bars` bars: an intro (longer in longer pieces, and whatever does not
 * fill a phrase), verses and choruses of whole phrases, a two-bar cadence and a last bar. With
 * `lift`, the first chorus starts on that bar, as a brief may ask: the bars before it are the
 * intro and verse phrases, the bars after it the chorus, down to the cadence.
 */
function formOf(bars: number, lift: number | undefined): Form {
  const before = Math.max(0, bars - 1);
  const ending = before >= 6 ? 2 : Math.min(before, 1);
  const body = before - ending;
  if (lift !== undefined && body >= 2) {
    const lead = Math.min(Math.max(1, Math.round(lift)), body - 1);
    const verses = Math.floor(lead / 4);
    const sections: [SectionKind, number][] = [['chorus', body - lead]];
    if (verses > 0) sections.unshift(['verse', 4 * verses]);
    return { intro: lead - 4 * verses, sections, ending };
  }
  const intro = body >= 22 ? 4 : body >= 12 ? 2 : body >= 6 ? 1 : 0;
  const phrases = Math.floor((body - intro) / 4);
  const sections = sectionsOf(phrases).map(([kind, count]): [SectionKind, number] => [
    kind,
    4 * count,
  ]);
  return { intro: body - 4 * phrases, sections, ending };
}

/**
 * The bars of a piece of `bars` bars as a song (formOf): the intro's chords alternate tonic
 * and subdominant and lead to the dominant; each section's phrases take the seed's pick of its
 * kind's progressions, asking and answering in turn; the cadence is IV–V and the last bar the
 * tonic, which rings to the end.
 */
export function songPlan(bars: number, random: () => number, lift?: number): BarPlan[] {
  const form = formOf(bars, lift);
  const pick = (kind: keyof typeof PROGRESSIONS) =>
    PROGRESSIONS[kind][Math.floor(random() * PROGRESSIONS[kind].length)]!;
  const chosen = { verse: pick('verse'), chorus: pick('chorus'), breakdown: pick('breakdown') };

  const plan: BarPlan[] = [];
  const bar = (section: SectionKind, degree: number, phraseBar: number, answers: boolean) =>
    plan.push({ section, degree, phraseBar, answers, opens: false, fills: false });
  for (let index = 0; index < form.intro; index++) {
    const last = index === form.intro - 1 && form.intro >= 2;
    bar('intro', last ? DOMINANT : index % 2 === 0 ? 0 : 3, index % 4, false);
  }
  for (const [section, length] of form.sections) {
    const pair = chosen[section as keyof typeof chosen];
    for (let index = 0; index < length; index++) {
      const answers = Math.floor(index / 4) % 2 === 1;
      bar(section, (answers ? pair.answers : pair.asks)[index % 4]!, index % 4, answers);
    }
  }
  // The cadence closes the last phrase's line on the dominant; the final bar holds the tonic.
  for (const [index, degree] of [3, DOMINANT].slice(2 - form.ending).entries()) {
    bar('ending', degree, 4 - form.ending + index, false);
  }
  if (bars > 0) bar('final', 0, 0, true);
  plan.forEach((planned, index) => {
    const previous = plan[index - 1]?.section;
    planned.opens = previous !== planned.section && planned.section !== 'ending';
    planned.fills = plan[index + 1]?.section === 'chorus' && planned.section !== 'chorus';
  });
  return plan;
}
