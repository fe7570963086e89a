import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  colorSchemeBodySchema,
  envelopeSchema,
  profileSchema,
  registerClientBodySchema,
  registerComposerBodySchema,
  updateProfileBodySchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { limitPublicForm } from '../rate-limit/rate-limit.service';
import { usersAccess } from './users.policy';

const tags = ['accounts'];
const profileEnvelope = envelopeSchema(profileSchema);

/** Sign-up and each person's own account. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;

  app.post('/register/composer', {
    config: { access: 'public' },
    onRequest: limitPublicForm,
    schema: {
      tags,
      summary: 'Sign up as a composer; the account waits for an admin',
      body: registerComposerBodySchema,
      response: { 200: profileEnvelope },
    },
    handler: async (request) => ok(await users.registerComposer(request.body), MESSAGES.thankYou),
  });

  app.post('/register/client', {
    config: { access: 'public' },
    onRequest: limitPublicForm,
    schema: {
      tags,
      summary: 'Sign up as a client (agency); the account waits for an admin',
      body: registerClientBodySchema,
      response: { 200: profileEnvelope },
    },
    handler: async (request) => ok(await users.registerClient(request.body), MESSAGES.thankYou),
  });

  app.get('/profile', {
    // An admin who must set up a second factor still reads it, to learn so.
    config: { access: usersAccess.ownAccount, beforeSecondFactor: true },
    schema: { tags, summary: 'The signed-in account', response: { 200: profileEnvelope } },
    handler: async (request) => ok(await users.presentOwn(viewerOf(request))),
  });

  app.put('/update-profile', {
    config: { access: usersAccess.ownAccount },
    schema: {
      tags,
      summary: "Change one's own profile; each role has its own fields, email cannot change",
      body: updateProfileBodySchema,
      response: { 200: profileEnvelope },
    },
    handler: async (request) =>
      ok(await users.updateProfile(viewerOf(request), request.body), MESSAGES.updateProfileSuccess),
  });

  app.put('/color-scheme', {
    // A second factor still to set up does not stop an admin choosing how the app looks.
    config: { access: usersAccess.ownAccount, beforeSecondFactor: true },
    schema: {
      tags,
      summary: "Keep one's colour scheme (system, light or dark) on one's account",
      body: colorSchemeBodySchema,
      response: { 200: profileEnvelope },
    },
    handler: async (request) =>
      ok(await users.setColorScheme(viewerOf(request), request.body.colorScheme)),
  });

  for (const [role, access] of [
    ['client', usersAccess.removeClientAccount],
    ['composer', usersAccess.removeComposerAccount],
  ] as const) {
    app.delete(`/${role}/remove-account`, {
      config: { access },
      schema: {
        tags,
        summary: `Remove one's own ${role} account: personal data is erased and every session ends`,
        response: { 200: envelopeSchema(z.null()) },
      },
      handler: async (request) => {
        await users.removeAccount(viewerOf(request));
        return ok(null, 'Your account has been removed.');
      },
    });
  }
};
