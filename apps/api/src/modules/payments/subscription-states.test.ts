import { describe, expect, it } from 'vitest';
import type { SubscriptionObject } from './provider-events';
import { periodEndFrom, stateOfSubscription, visibleState } from './subscription-states';

const subscription = (status: SubscriptionObject['status'], cancelAtPeriodEnd = false) =>
  ({
    id: 'sub_1',
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    metadata: {},
    items: { data: [{ current_period_end: 0 }] },
  }) satisfies SubscriptionObject;

describe('periodEndFrom', () => {
  it.each([
    ['2026-11-21T10:00:00.000Z', 'year', '2027-11-21T10:00:00.000Z'],
    ['2026-11-21T10:00:00.000Z', 'month', '2026-12-21T10:00:00.000Z'],
    ['2026-12-15T08:30:00.000Z', 'month', '2027-01-15T08:30:00.000Z'],
    ['2027-01-31T12:00:00.000Z', 'month', '2027-02-28T12:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 'year', '2029-02-28T00:00:00.000Z'],
  ] as const)('from %s a %s on is %s', (start, plan, end) => {
    expect(periodEndFrom(new Date(start), plan).toISOString()).toBe(end);
  });
});

describe('stateOfSubscription', () => {
  it.each([
    [subscription('active'), 'active'],
    [subscription('trialing'), 'active'],
    [subscription('active', true), 'cancelling'],
    [subscription('past_due'), 'past_due'],
    [subscription('unpaid'), 'past_due'],
    [subscription('canceled'), 'cancelled'],
    [subscription('incomplete_expired'), 'expired'],
  ])('reads %j as %s', (object, state) => {
    expect(stateOfSubscription(object)).toBe(state);
  });
});

describe('visibleState', () => {
  const end = new Date('2026-12-21T10:00:00.000Z');
  it('shows a running period as it is and an ended one as expired', () => {
    expect(visibleState('active', end, new Date('2026-12-21T09:59:59.000Z'))).toBe('active');
    expect(visibleState('active', end, end)).toBe('expired');
    expect(visibleState('cancelling', end, new Date('2027-01-01T00:00:00.000Z'))).toBe('expired');
    expect(visibleState('cancelled', end, new Date('2027-01-01T00:00:00.000Z'))).toBe('cancelled');
  });
});
