import type { BriefFit } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { fitOf } from '../../../test/analysis';
import { orderSubmissions } from './take-order';

const off = { verdict: 'off', reason: '96 BPM; the brief asks 118–124' } as const;
const close = { verdict: 'close', reason: '61 BPM: half-time of the brief’s 118–124' } as const;

const take = (title: string, fit: BriefFit | null) => ({ title, fit });
const submission = (id: string, audios: ReturnType<typeof take>[]) => ({ id, audios });
const titles = (submissions: ReturnType<typeof submission>[]) =>
  submissions.map((kept) => [kept.id, kept.audios.map((audio) => audio.title)]);

// Newest first, as the server sends them.
const submissions = [
  submission('newest', [take('pending', null), take('off', fitOf({ tempo: off }))]),
  submission('middle', [take('close', fitOf({ tempo: close })), take('fits', fitOf())]),
  submission('oldest', [
    take('key close', fitOf({ key: { verdict: 'close', reason: 'relative' } })),
  ]),
];

describe('the order of a request’s takes', () => {
  it('keeps the server’s order, newest first, by default', () => {
    expect(titles(orderSubmissions(submissions, { sort: 'newest', fitsOnly: false }))).toEqual([
      ['newest', ['pending', 'off']],
      ['middle', ['close', 'fits']],
      ['oldest', ['key close']],
    ]);
  });

  it('puts the best fit first: takes by rank, submissions by their best take, unmeasured last', () => {
    expect(titles(orderSubmissions(submissions, { sort: 'fit', fitsOnly: false }))).toEqual([
      ['middle', ['fits', 'close']],
      ['oldest', ['key close']],
      ['newest', ['off', 'pending']],
    ]);
  });

  it('keeps only takes that fit the brief, and no submission left without one', () => {
    expect(titles(orderSubmissions(submissions, { sort: 'newest', fitsOnly: true }))).toEqual([
      ['middle', ['fits']],
    ]);
    expect(orderSubmissions([submissions[0]!], { sort: 'fit', fitsOnly: true })).toEqual([]);
  });
});
