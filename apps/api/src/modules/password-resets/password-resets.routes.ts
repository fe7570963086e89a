import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from '@cuebrief/shared';
import { ok } from '../../lib/envelope';
import { limitPublicForm } from '../rate-limit/rate-limit.service';

const tags = ['auth'];

/** The one answer to an ask for a link, whether an account uses the email or not. */
export const LINK_ASKED_MESSAGE =
  'If an account uses this email, a link to reset its password is on its way. It works for 30 minutes.';
export const PASSWORD_RESET_MESSAGE = 'Your password is reset. Please log in with the new one.';

/**
 * Forgotten passwords (docs/contracts.md#password-resets), under API_PREFIX.auth: anyone may
 * call them, signed in or not. Both are public forms, limited per address before the body is
 * read (docs/contracts.md#abuse-limits).
 */
export const passwordResetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordResets } = app.services;

  app.post('/forgot-password', {
    config: { access: 'public' },
    onRequest: limitPublicForm,
    schema: {
      tags,
      summary:
        'Mail a link to reset the password of the account that uses this email, if any; ' +
        'the same answer either way',
      body: forgotPasswordBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await passwordResets.requestLink(request.body);
      return ok(null, LINK_ASKED_MESSAGE);
    },
  });

  app.post('/reset-password', {
    config: { access: 'public' },
    onRequest: limitPublicForm,
    schema: {
      tags,
      summary:
        "Set a new password with a reset link's token (once, within 30 minutes); " +
        'every session of the account ends',
      body: resetPasswordBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await passwordResets.resetPassword(request.body);
      return ok(null, PASSWORD_RESET_MESSAGE);
    },
  });
};
