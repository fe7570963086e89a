import type { Notification } from '@cuebrief/shared';
import type { NotificationRow } from '../../db/schema';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    params: row.params,
    requestId: row.requestId,
    audioId: row.audioId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
