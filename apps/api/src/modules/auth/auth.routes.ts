import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  changePasswordBodySchema,
  envelopeSchema,
  loginBodySchema,
  logoutBodySchema,
  refreshTokenBodySchema,
  tokensSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { authAccess } from './auth.policy';
import { clientOf } from './session-client';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.post('/login', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Log in with email and password; only approved accounts may',
      body: loginBodySchema,
      response: { 200: envelopeSchema(tokensSchema) },
    },
    handler: async (request) =>
      ok(await auth.login(request.body, request.ip, request.headers['user-agent'])),
  });

  app.post('/refresh-token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Exchange a refresh token for new tokens (the refresh token rotates)',
      body: refreshTokenBodySchema,
      response: { 200: envelopeSchema(tokensSchema) },
    },
    handler: async (request) => ok(await auth.refresh(request.body.refreshToken, request.ip)),
  });

  app.post('/logout', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'End the login a refresh token belongs to',
      body: logoutBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await auth.logout(request.body.refreshToken);
      return ok(null, 'Logged out');
    },
  });

  app.put('/change-password', {
    config: { access: authAccess.changePassword },
    schema: {
      tags,
      summary:
        'Change the password; other sessions end unless endOtherSessions is false, ' +
        'and this one goes on with new tokens',
      body: changePasswordBodySchema,
      response: { 200: envelopeSchema(tokensSchema) },
    },
    handler: async (request) =>
      ok(
        await auth.changePassword(
          viewerOf(request),
          await auth.sessionIdOf(request.headers.authorization),
          request.body,
          clientOf(request),
        ),
        MESSAGES.updatePasswordSuccess,
      ),
  });
};
