import type { RequestState } from '@cuebrief/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days from today to a deadline day. Both are UTC calendar days, because a request closes
 * at the end of its deadline day in UTC (the shared `deadlineEnd`): 0 is "closes today".
 */
export function daysUntil(deadline: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - today) / DAY_MS);
}

/** What a person reads about when a request stops taking music: "Closes in 3 days", "Closed …". */
export function closingText(
  t: TFunction,
  request: { state: RequestState; deadline: string; closesAt: string },
  now = new Date(),
): string {
  if (request.state !== 'open') {
    return t('requests.closedOn', { date: formatDate(request.closesAt) });
  }
  const days = daysUntil(request.deadline, now);
  if (days <= 0) return t('requests.closesToday');
  if (days === 1) return t('requests.closesTomorrow');
  return t('requests.closesIn', { count: days });
}
