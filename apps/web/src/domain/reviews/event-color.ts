import type { TimelineEventKind } from '@cuebrief/shared';

/**
 * The colour of each kind of step in a take's history: decisions and money stand out, talk and
 * listens stay quiet, the request's end without this take is grey.
 */
export const EVENT_COLOR: Record<
  TimelineEventKind,
  'primary' | 'success' | 'error' | 'info' | 'default'
> = {
  submitted: 'primary',
  version: 'primary',
  listened: 'info',
  'shared-play': 'info',
  comment: 'info',
  reply: 'info',
  shortlisted: 'success',
  passed: 'error',
  offered: 'success',
  accepted: 'success',
  paid: 'success',
  licensed: 'success',
  'fulfilled-by-this': 'success',
  'fulfilled-by-another': 'default',
  closed: 'default',
};
