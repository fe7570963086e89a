import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  API_PREFIX,
  type Notification,
  type NotificationsRead,
  type UnreadNotifications,
} from '@cuebrief/shared';
import { call } from './api';

export const NOTIFICATIONS = `${API_PREFIX.auth}/notifications`;

/** The notification calls (docs/contracts.md#notifications), as the holder of `token`. */
export const listNotifications = (
  app: FastifyInstance,
  token: string | undefined,
  query?: Record<string, string>,
) => call<Notification[]>(app, 'GET', NOTIFICATIONS, { token, query });

export const unreadCount = (app: FastifyInstance, token: string | undefined) =>
  call<UnreadNotifications>(app, 'GET', `${NOTIFICATIONS}/unread-count`, { token });

export const markRead = (app: FastifyInstance, token: string | undefined, id: string) =>
  call<Notification>(app, 'POST', `${NOTIFICATIONS}/${id}/read`, { token });

export const markAllRead = (app: FastifyInstance, token: string | undefined) =>
  call<NotificationsRead>(app, 'POST', `${NOTIFICATIONS}/read-all`, { token });

/** Every notification of the holder of `token`, newest first (the first window holds them). */
export async function notificationsOf(
  app: FastifyInstance,
  token: string,
): Promise<Notification[]> {
  const response = await listNotifications(app, token, { limit: '100' });
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** Of the holder's notifications, the kind and subject of each, newest first. */
export async function kindsOf(app: FastifyInstance, token: string): Promise<string[]> {
  return (await notificationsOf(app, token)).map((notification) => notification.kind);
}
