import { describe, expect, it } from 'vitest';
import { profileOf } from '../../test/fake-api';
import { planOf } from './plan-section';

const now = new Date('2026-11-21T12:00:00.000Z');
const client = (trialEndsAt: string | null, isSubscriptionEnabled: boolean) => ({
  ...profileOf('Client'),
  trialEndsAt,
  isSubscriptionEnabled,
});

describe("a client's plan", () => {
  it('is a trial while its end lies ahead', () => {
    expect(planOf(client('2026-12-05T12:00:00.000Z', true), now).key).toBe('trial');
  });

  it('is a subscription when premium runs without a trial', () => {
    expect(planOf(client('2026-11-01T12:00:00.000Z', true), now).key).toBe('active');
    expect(planOf(client(null, true), now).key).toBe('active');
  });

  it('has expired when neither runs', () => {
    expect(planOf(client('2026-11-01T12:00:00.000Z', false), now).key).toBe('expired');
  });
});
