import { screen, within } from '@testing-library/react';
import { TIMELINE_EVENT_KINDS, type TimelineEvent, type TakeTimeline } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, uuidOf } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { V1_ID, V2_ID } from '../test-fixtures';
import { TimelineDialog } from './timeline-dialog';

/** Step n of the history, a day after the one before, on v1 unless given. */
const eventOf = (
  n: number,
  kind: TimelineEvent['kind'],
  changes: Partial<TimelineEvent> = {},
): TimelineEvent => ({
  kind,
  at: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
  version: 1,
  audioId: V1_ID,
  actor: null,
  text: null,
  atSeconds: null,
  reasons: [],
  ...changes,
});

/** Every kind of step once, in the order a take could live them. */
const events: TimelineEvent[] = [
  eventOf(1, 'submitted', { actor: 'Lena Fischer' }),
  eventOf(2, 'listened'),
  eventOf(2, 'shared-play'),
  eventOf(3, 'comment', { actor: 'Northlight Agency', text: 'Love the lift.', atSeconds: 12 }),
  eventOf(4, 'reply', { actor: 'Lena Fischer', text: 'Thanks!', atSeconds: 12 }),
  eventOf(5, 'version', { version: 2, audioId: V2_ID, text: 'Shorter intro, lift at 0:18' }),
  eventOf(6, 'passed', {
    actor: 'Northlight Agency',
    reasons: ['Tempo', 'Key'],
    text: 'Needs to sit at 120.',
  }),
  eventOf(7, 'shortlisted', { version: 2, audioId: V2_ID, actor: 'Northlight Agency' }),
  eventOf(8, 'offered', { version: 2, audioId: V2_ID, actor: 'Northlight Agency' }),
  eventOf(9, 'accepted', { version: 2, audioId: V2_ID, actor: 'Cuebrief' }),
  eventOf(10, 'paid', { version: 2, audioId: V2_ID }),
  eventOf(11, 'licensed', { version: 2, audioId: V2_ID }),
  eventOf(12, 'fulfilled-by-this', { version: null, audioId: null }),
  eventOf(13, 'fulfilled-by-another', { version: null, audioId: null }),
  eventOf(14, 'closed', { version: null, audioId: null }),
];

const timelineOf = (shown: TimelineEvent[]): TakeTimeline => ({
  takeId: V1_ID,
  title: 'Night Drive',
  request: { id: uuidOf(501), title: 'Trailer · 60 seconds' },
  events: shown,
});

function renderTimeline(answer: TakeTimeline | null) {
  const api = fakeApi('Composer', ({ path }) => {
    if (!path.endsWith(`/audio/${V2_ID}/timeline`)) return undefined;
    return answer
      ? apiResponse(200, answer)
      : apiResponse(500, null, { message: 'Something went wrong.' });
  });
  renderApp(<TimelineDialog audioId={V2_ID} title="Night Drive" isOpen onClose={() => {}} />, {
    api,
  });
  return screen.getByRole('dialog', { name: 'History of “Night Drive”' });
}

describe('a take’s history', () => {
  it('tells every kind of step, oldest first, with who, when, where and why', async () => {
    // Every kind the API can send is in this history, so none goes untold.
    expect(new Set(events.map((event) => event.kind))).toEqual(new Set(TIMELINE_EVENT_KINDS));
    const dialog = renderTimeline(timelineOf(events));
    const steps = await within(dialog).findAllByTestId('timeline-event');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Submitted',
      'First listened to v1',
      'v1 played by the agency’s client',
      'Comment on v1',
      'Reply on v1',
      'Version 2 uploaded',
      'Passed v1',
      'Shortlisted v2',
      'Offer to license v2',
      'Offer accepted',
      'Licence paid',
      'Licensed v2',
      'The request was fulfilled with this take',
      'The request was fulfilled with another take',
      'The request closed',
    ]);
    const [submitted, , sharedPlay, comment, , version, passed] = steps;
    expect(submitted).toHaveTextContent('11 Nov 2026, 10:00 · by Lena Fischer');
    // A play through a share link names nobody.
    expect(sharedPlay).toHaveTextContent(/12 Nov 2026, 10:00$/);
    expect(comment).toHaveTextContent('by Northlight Agency · at 0:12');
    expect(comment).toHaveTextContent('Love the lift.');
    expect(version).toHaveTextContent('Shorter intro, lift at 0:18');
    expect(within(passed!).getByText('Tempo')).toBeVisible();
    expect(within(passed!).getByText('Key')).toBeVisible();
    expect(passed).toHaveTextContent('Needs to sit at 120.');
  });

  it('says when nothing has happened yet', async () => {
    const empty = renderTimeline(timelineOf([]));
    expect(await within(empty).findByText('Nothing has happened to this take yet.')).toBeVisible();
  });

  it('offers to try again when the history cannot be loaded', async () => {
    const dialog = renderTimeline(null);
    expect(await within(dialog).findByText('The history could not be loaded.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
