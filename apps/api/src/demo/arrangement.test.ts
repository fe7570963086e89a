import { describe, expect, it } from 'vitest';
import { songPlan, type BarPlan } from './arrangement';
import { seededRandom } from './synth-voices';

const sections = (plan: BarPlan[]) =>
  plan.reduce<string[]>((names, bar) => {
    if (names.at(-1) !== bar.section) names.push(bar.section);
    return names;
  }, []);

describe('the song form', () => {
  it.each([7, 14, 15, 23, 30, 40, 63])(
    'lays %d bars out as intro, verses and choruses, a IV–V cadence and the tonic',
    (bars) => {
      const plan = songPlan(bars, seededRandom(bars));
      expect(plan).toHaveLength(bars);
      expect(plan.at(-1)).toMatchObject({ section: 'final', degree: 0 });
      expect(plan.slice(-3, -1).map((bar) => [bar.section, bar.degree])).toEqual([
        ['ending', 3],
        ['ending', 4],
      ]);
      const names = sections(plan);
      expect(names.at(-3)).toBe('chorus');
      // A verse's or chorus's phrase that asks ends away from home (V, vi); one that answers, on I.
      for (const bar of plan.filter((each) => ['verse', 'chorus'].includes(each.section))) {
        if (bar.phraseBar === 3) expect(bar.answers ? [0] : [4, 5]).toContain(bar.degree);
      }
      if (bars >= 14) expect(names.slice(0, 2)).toEqual(['intro', 'verse']);
      if (bars >= 40) expect(names).toContain('breakdown');
    },
  );

  it('makes a short cut-down the hook alone: a chorus, the cadence and the last chord', () => {
    expect(sections(songPlan(7, seededRandom(1)))).toEqual(['chorus', 'ending', 'final']);
  });

  it('starts the first chorus on the bar a brief asks for, with a crash, after a fill', () => {
    for (const lift of [6, 9]) {
      const plan = songPlan(15, seededRandom(2), lift);
      const first = plan.findIndex((bar) => bar.section === 'chorus');
      expect(first).toBe(lift);
      expect(plan[first]?.opens).toBe(true);
      expect(plan[first - 1]?.fills).toBe(true);
      expect(plan.filter((bar) => bar.fills)).toHaveLength(1);
    }
  });

  it('answers each asking phrase: the second of two phrases comes home to the tonic', () => {
    const plan = songPlan(30, seededRandom(3));
    const closes = plan.filter(
      (bar) => ['verse', 'chorus'].includes(bar.section) && bar.phraseBar === 3,
    );
    expect(closes.some((bar) => bar.answers && bar.degree === 0)).toBe(true);
    expect(closes.some((bar) => !bar.answers && bar.degree === 4)).toBe(true);
  });
});
