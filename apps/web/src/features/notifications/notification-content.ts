import type { Notification, Viewer } from '@cuebrief/shared';
import type { TFunction } from 'i18next';
import { paths, requestSubmissionsPath } from '../../config/paths';
import { formatUsd } from '../../lib/format-usd';

/** What a notification says (docs/contracts.md#notifications), in the catalogue's words. */
export function notificationText(notification: Notification, t: TFunction): string {
  const { params } = notification;
  const price = typeof params.priceCents === 'number' ? formatUsd(params.priceCents / 100) : '';
  return t(`notifications.kinds.${notification.kind}`, {
    ...params,
    subject: notification.subject,
    price,
  });
}

/**
 * Where a notification leads its reader: a client to the takes of the request it is about, or
 * to their offers and licences; a composer to their submissions; an accepted sign-up home.
 */
export function notificationLink(notification: Notification, viewer: Viewer): string {
  const { kind, requestId } = notification;
  if (kind === 'account-approved') return paths.home;
  if (viewer === 'Composer') return paths.mySubmissions;
  if ((kind === 'submission-received' || kind === 'take-version') && requestId) {
    return requestSubmissionsPath(requestId);
  }
  if (viewer === 'Client') return paths.offers;
  return paths.home;
}
