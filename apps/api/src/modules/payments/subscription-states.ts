import type { SubscriptionState } from '@cuebrief/shared';
import type { SubscriptionObject } from './provider-events';

/**
 * States in which the period already paid gives access: a subscription cancelled (now or at the
 * period end) keeps what was paid for. `past_due` does not: the provider has moved its period on
 * before the renewal was paid.
 */
export const ACCESS_STATES: SubscriptionState[] = ['active', 'cancelling', 'cancelled'];

/** Stripe's status of a subscription in our words. */
export function stateOfSubscription(subscription: SubscriptionObject): SubscriptionState {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return subscription.cancel_at_period_end ? 'cancelling' : 'active';
    case 'canceled':
      return 'cancelled';
    case 'incomplete_expired':
      return 'expired';
    default:
      return 'past_due';
  }
}

/**
 * A new subscription period from `start`: a calendar year or month on, in UTC. A day the target
 * month lacks (31 January, 29 February) becomes that month's last day, as Stripe bills it.
 */
export function periodEndFrom(start: Date, plan: 'year' | 'month'): Date {
  const months = plan === 'year' ? 12 : 1;
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** What a client's plan shows now: a period that has run out is expired, no job needed. */
export function visibleState(state: SubscriptionState, periodEnd: Date, now: Date) {
  if ((state === 'active' || state === 'cancelling') && periodEnd <= now) return 'expired';
  return state;
}
