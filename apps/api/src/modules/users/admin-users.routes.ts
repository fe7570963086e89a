import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agencySchema,
  envelopeSchema,
  idParamsSchema,
  pageQuerySchema,
  pagedSchema,
  profileSchema,
  userListQuerySchema,
} from '@cuebrief/shared';
import { z } from 'zod';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { usersAccess } from './users.policy';

const tags = ['account administration'];
const access = usersAccess.manageAccounts;

/** The admin's side of accounts: pending sign-ups, decisions, and the lists of both roles. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;

  for (const [path, role, label] of [
    ['/composers-access', 'Composer', 'composers'],
    ['/clients-access', 'Client', 'clients'],
  ] as const) {
    app.get(path, {
      config: { access },
      schema: {
        tags,
        summary: `Pending ${label}, oldest first`,
        response: { 200: envelopeSchema(z.array(profileSchema)) },
      },
      handler: async () => ok(await users.listPending(role)),
    });
  }

  for (const [path, role, label] of [
    ['/all-composers', 'Composer', 'composers'],
    ['/all-clients', 'Client', 'clients'],
  ] as const) {
    app.get(path, {
      config: { access },
      schema: {
        tags,
        summary: `All ${label}, newest first; search by name, email or agency`,
        querystring: userListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(profileSchema)) },
      },
      handler: async (request) => ok(await users.pageAccounts(role, request.query)),
    });
  }

  app.get('/agencies', {
    config: { access },
    schema: {
      tags,
      summary:
        'Agencies by name, each with all its clients (newest first); 20 agencies a page; ' +
        'search by agency, client name or email',
      querystring: pageQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(agencySchema)) },
    },
    handler: async (request) => ok(await users.pageAgencies(request.query)),
  });

  app.post('/users-access/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Accept a sign-up; the person is mailed',
      params: idParamsSchema,
      response: { 200: envelopeSchema(profileSchema) },
    },
    handler: async (request) =>
      ok(await users.decide(viewerOf(request), request.params.id, 'approved'), 'Account accepted'),
  });

  app.post('/users-access/reject/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Reject a sign-up; the person is mailed',
      params: idParamsSchema,
      response: { 200: envelopeSchema(profileSchema) },
    },
    handler: async (request) =>
      ok(await users.decide(viewerOf(request), request.params.id, 'rejected'), 'Account rejected'),
  });
};
