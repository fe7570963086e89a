import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  recoveryCodesSchema,
  secondFactorChangeBodySchema,
  secondFactorConfirmBodySchema,
  secondFactorSetupSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { secondFactorAccess as access } from './second-factor.policy';

const tags = ['auth'];
const recoveryCodesAnswer = { 200: envelopeSchema(recoveryCodesSchema) };

/**
 * An admin's second factor (docs/contracts.md#admin-two-factor), under API_PREFIX.auth. The
 * setup and its confirmation stay open to an admin who must set one up (ADMIN_MFA=required);
 * changing a factor in force takes the password and a code.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor } = app.services;

  app.post('/second-factor/setup', {
    config: { access: access.own, beforeSecondFactor: true },
    schema: {
      tags,
      summary: 'Start setting up two-factor sign-in: a new secret, not in force until confirmed',
      response: { 200: envelopeSchema(secondFactorSetupSchema) },
    },
    handler: async (request) => ok(await secondFactor.setup(viewerOf(request))),
  });

  app.post('/second-factor/confirm', {
    config: { access: access.own, beforeSecondFactor: true },
    schema: {
      tags,
      summary: 'Put the new secret in force with a code from it; answers the recovery codes, once',
      body: secondFactorConfirmBodySchema,
      response: recoveryCodesAnswer,
    },
    handler: async (request) =>
      ok(await secondFactor.confirm(viewerOf(request), request.body), 'Two-factor sign-in is on'),
  });

  app.post('/second-factor/recovery-codes', {
    config: { access: access.own },
    schema: {
      tags,
      summary: 'New recovery codes (password and a code); the old ones stop working',
      body: secondFactorChangeBodySchema,
      response: recoveryCodesAnswer,
    },
    handler: async (request) =>
      ok(
        await secondFactor.renewRecoveryCodes(viewerOf(request), request.body, request.ip),
        'New recovery codes made',
      ),
  });

  app.delete('/second-factor', {
    config: { access: access.own },
    schema: {
      tags,
      summary: 'Turn two-factor sign-in off (password and a code); never while ADMIN_MFA=required',
      body: secondFactorChangeBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await secondFactor.disable(viewerOf(request), request.body, request.ip);
      return ok(null, 'Two-factor sign-in is off');
    },
  });
};
