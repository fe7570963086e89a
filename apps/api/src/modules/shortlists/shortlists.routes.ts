import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SHORTLIST_MAX_LINKS,
  addShortlistItemBodySchema,
  createShareLinkBodySchema,
  createdShareLinkSchema,
  editShortlistItemBodySchema,
  envelopeSchema,
  idParamsSchema,
  shareLinkSchema,
  shortlistBodySchema,
  shortlistOrderBodySchema,
  shortlistSchema,
  shortlistSummarySchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { shortlistsAccess as access } from './shortlists.policy';

const tags = ['shortlists'];
const itemParamsSchema = idParamsSchema.extend({ itemId: z.uuid({ error: 'Not a valid id' }) });
const linkParamsSchema = idParamsSchema.extend({ linkId: z.uuid({ error: 'Not a valid id' }) });
const shortlistAnswer = { 200: envelopeSchema(shortlistSchema) };

/** Who reads and who changes, said once for every route's summary. */
const READERS = 'Its client or an admin; another client gets 404.';
const CHANGERS = 'Its client only (an admin: 403); another client gets 404.';

/**
 * A client's shortlists and their share links (docs/contracts.md#shortlists). Admins read
 * every client's and change none; the recipient's side of a link is share-pages' (public, under
 * API_PREFIX.share).
 */
export const shortlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shortlists } = app.services;

  app.get('/shortlists', {
    config: { access: access.read },
    schema: {
      tags,
      summary: "A client's own shortlists, or every client's for an admin; latest change first",
      response: { 200: envelopeSchema(z.array(shortlistSummarySchema)) },
    },
    handler: async (request) => ok(await shortlists.list(viewerOf(request))),
  });

  app.post('/shortlists', {
    config: { access: access.change },
    schema: {
      tags,
      summary: 'Make a new, empty shortlist (clients)',
      body: shortlistBodySchema,
      response: shortlistAnswer,
    },
    handler: async (request) =>
      ok(await shortlists.create(viewerOf(request), request.body), 'Shortlist created'),
  });

  app.get('/shortlists/:id', {
    config: { access: access.read },
    schema: {
      tags,
      summary: `A shortlist: its items in order and each link with its statistics. ${READERS}`,
      params: idParamsSchema,
      response: shortlistAnswer,
    },
    handler: async (request) => ok(await shortlists.get(viewerOf(request), request.params.id)),
  });

  app.patch('/shortlists/:id', {
    config: { access: access.change },
    schema: {
      tags,
      summary: `Rename a shortlist. ${CHANGERS}`,
      params: idParamsSchema,
      body: shortlistBodySchema,
      response: shortlistAnswer,
    },
    handler: async (request) =>
      ok(
        await shortlists.rename(viewerOf(request), request.params.id, request.body),
        'Shortlist renamed',
      ),
  });

  app.delete('/shortlists/:id', {
    config: { access: access.change },
    schema: {
      tags,
      summary: `Delete a shortlist: its links stop at once, their statistics go. ${CHANGERS}`,
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await shortlists.remove(viewerOf(request), request.params.id);
      return ok(null, 'Shortlist deleted');
    },
  });

  app.post('/shortlists/:id/items', {
    config: { access: access.change },
    schema: {
      tags,
      summary:
        'Add a take version of your requests or a catalogue track at the end (another audio: ' +
        `404; already on it or full: 409). ${CHANGERS}`,
      params: idParamsSchema,
      body: addShortlistItemBodySchema,
      response: shortlistAnswer,
    },
    handler: async (request) =>
      ok(
        await shortlists.addItem(viewerOf(request), request.params.id, request.body),
        'Added to the shortlist',
      ),
  });

  app.patch('/shortlists/:id/items/:itemId', {
    config: { access: access.change },
    schema: {
      tags,
      summary: `Change an item's note; an empty one clears it. ${CHANGERS}`,
      params: itemParamsSchema,
      body: editShortlistItemBodySchema,
      response: shortlistAnswer,
    },
    handler: async (request) =>
      ok(
        await shortlists.editItem(
          viewerOf(request),
          request.params.id,
          request.params.itemId,
          request.body,
        ),
        'Note saved',
      ),
  });

  app.delete('/shortlists/:id/items/:itemId', {
    config: { access: access.change },
    schema: {
      tags,
      summary: `Remove an item, with what recipients did with it. ${CHANGERS}`,
      params: itemParamsSchema,
      response: shortlistAnswer,
    },
    handler: async (request) =>
      ok(
        await shortlists.removeItem(viewerOf(request), request.params.id, request.params.itemId),
        'Removed from the shortlist',
      ),
  });

  app.put('/shortlists/:id/order', {
    config: { access: access.change },
    schema: {
      tags,
      summary: `Put the items in a new order: every item's id once (else 400). ${CHANGERS}`,
      params: idParamsSchema,
      body: shortlistOrderBodySchema,
      response: shortlistAnswer,
    },
    handler: async (request) =>
      ok(
        await shortlists.reorder(viewerOf(request), request.params.id, request.body),
        'Order saved',
      ),
  });

  app.post('/shortlists/:id/links', {
    config: { access: access.change },
    schema: {
      tags,
      summary:
        "Make one recipient's link; its address (PUBLIC_URL/listen/<token>) is shown this once. " +
        `At most ${SHORTLIST_MAX_LINKS} a shortlist (409). ${CHANGERS}`,
      params: idParamsSchema,
      body: createShareLinkBodySchema,
      response: { 200: envelopeSchema(createdShareLinkSchema) },
    },
    handler: async (request) =>
      ok(
        await shortlists.createLink(viewerOf(request), request.params.id, request.body),
        'Link created',
      ),
  });

  app.delete('/shortlists/:id/links/:linkId', {
    config: { access: access.change },
    schema: {
      tags,
      summary: `Revoke a link at once (again: no change); it and its statistics stay. ${CHANGERS}`,
      params: linkParamsSchema,
      response: { 200: envelopeSchema(shareLinkSchema) },
    },
    handler: async (request) =>
      ok(
        await shortlists.revokeLink(viewerOf(request), request.params.id, request.params.linkId),
        'Link revoked',
      ),
  });
};
