import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  idParamsSchema,
  notificationSchema,
  notificationsQuerySchema,
  notificationsReadSchema,
  unreadNotificationsSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { okWindow } from '../../lib/list-window';

/** Every signed-in person has their own notifications; guests have none. */
const SIGNED_IN = ['Client', 'Composer', 'Admin'] as const;
const tags = ['notifications'];

/** A signed-in person's own notifications (docs/contracts.md#notifications). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

  app.get('/notifications', {
    config: { access: SIGNED_IN },
    schema: {
      tags,
      summary:
        'A window of your notifications, newest first (`limit`, default 50, from `offset`); ' +
        '`X-Total-Count` counts them all',
      querystring: notificationsQuerySchema,
      response: { 200: envelopeSchema(z.array(notificationSchema)) },
    },
    handler: async (request, reply) =>
      okWindow(reply, await notifications.list(viewerOf(request), request.query)),
  });

  app.get('/notifications/unread-count', {
    config: { access: SIGNED_IN },
    schema: {
      tags,
      summary: 'How many of your notifications are unread, counted up to 100 (polled by the app)',
      response: { 200: envelopeSchema(unreadNotificationsSchema) },
    },
    handler: async (request) => ok(await notifications.countUnread(viewerOf(request))),
  });

  app.post('/notifications/read-all', {
    config: { access: SIGNED_IN },
    schema: {
      tags,
      summary: 'Mark every notification of yours read',
      response: { 200: envelopeSchema(notificationsReadSchema) },
    },
    handler: async (request) => ok(await notifications.markAllRead(viewerOf(request))),
  });

  app.post('/notifications/:id/read', {
    config: { access: SIGNED_IN },
    schema: {
      tags,
      summary: "Mark one of your notifications read (someone else's is 404)",
      params: idParamsSchema,
      response: { 200: envelopeSchema(notificationSchema) },
    },
    handler: async (request) =>
      ok(await notifications.markRead(viewerOf(request), request.params.id)),
  });
};
