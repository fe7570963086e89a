import { z } from 'zod';
import { listWindowQuerySchema } from './common';

/**
 * What a notification is about (docs/contracts.md#notifications), each for the person it names:
 * the client of an offer accepted (its checkout ready), declined, or accepted again with a fresh
 * checkout; both parties of a licence issued; the client of a request a composer first sent a
 * take to, or a take of which got a new version; the composer of a take someone commented on;
 * the person whose sign-up was accepted.
 */
export const NOTIFICATION_KINDS = [
  'offer-accepted',
  'offer-declined',
  'checkout-ready',
  'licence-issued',
  'submission-received',
  'take-version',
  'take-comment',
  'account-approved',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * The unread count stops counting here: a badge shows "99+" past it, and the call that is polled
 * by every signed-in page never counts a long backlog.
 */
export const NOTIFICATION_UNREAD_CAP = 100;

/** The words a notification's text takes besides its subject (a price, a version, a name). */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  /** The title of what it is about (a take, a track, a brief), as it was then. */
  subject: z.string(),
  params: notificationParamsSchema,
  /** The brief it concerns, when it concerns one. */
  requestId: z.uuid().nullable(),
  /** The audio (a take's version or a catalogue track) it concerns, while it exists. */
  audioId: z.uuid().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The list is a bounded list (docs/contracts.md#bounded-lists), newest first. */
export const notificationsQuerySchema = listWindowQuerySchema;
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const unreadNotificationsSchema = z.object({
  /** Unread notifications, counted up to NOTIFICATION_UNREAD_CAP. */
  unread: z.number().int().min(0).max(NOTIFICATION_UNREAD_CAP),
});
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

export const notificationsReadSchema = z.object({
  /** How many were marked read by this call. */
  marked: z.number().int().min(0),
});
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
