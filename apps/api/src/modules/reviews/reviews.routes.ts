import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCommentBodySchema,
  editCommentBodySchema,
  envelopeSchema,
  idParamsSchema,
  takeCommentSchema,
  takeCommentsSchema,
  takeDecisionBodySchema,
  takeDecisionSchema,
  takeTimelineSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { reviewsAccess as access } from './reviews.policy';

const tags = ['reviews'];

/**
 * The review loop on a take's versions: comments pinned to a moment, the client's decision and
 * the take's timeline. `id` is a version (an audio id); readers are the take's composer, the
 * request's client and admins, and anyone else gets 404. Versions are uploaded through
 * submission-uploads.routes.ts.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;

  app.get('/audio/:id/comments', {
    config: { access: access.takeReview },
    schema: {
      tags,
      summary:
        "The comments on a version (`id`) and on its take's earlier versions (`fromEarlierVersion`), " +
        'threads by their time in the music, each followed by its replies oldest first',
      params: idParamsSchema,
      response: { 200: envelopeSchema(takeCommentsSchema) },
    },
    handler: async (request) =>
      ok(await reviews.listComments(viewerOf(request), request.params.id)),
  });

  app.post('/audio/:id/comments', {
    config: { access: access.takeReview },
    schema: {
      tags,
      summary:
        'Comment on a version (`id`) at `atSeconds` (to `endSeconds`), inside its length: the ' +
        "request's client or an admin (a composer: 403). A reply names a thread of the take " +
        "(`parentId`) and takes its time and version; the take's composer may reply",
      params: idParamsSchema,
      body: createCommentBodySchema,
      response: { 200: envelopeSchema(takeCommentSchema) },
    },
    handler: async (request) =>
      ok(
        await reviews.createComment(viewerOf(request), request.params.id, request.body),
        'Comment added',
      ),
  });

  app.patch('/comments/:id', {
    config: { access: access.takeReview },
    schema: {
      tags,
      summary:
        "Change a comment's text: its author only, for 15 minutes after writing it (then 403); " +
        'another reader of the take gets 403, anyone else 404',
      params: idParamsSchema,
      body: editCommentBodySchema,
      response: { 200: envelopeSchema(takeCommentSchema) },
    },
    handler: async (request) =>
      ok(
        await reviews.editComment(viewerOf(request), request.params.id, request.body),
        'Comment changed',
      ),
  });

  app.delete('/comments/:id', {
    config: { access: access.takeReview },
    schema: {
      tags,
      summary:
        'Delete a comment (a thread with its replies): its author only, for 15 minutes after ' +
        'writing it (then 403); another reader of the take gets 403, anyone else 404',
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await reviews.deleteComment(viewerOf(request), request.params.id);
      return ok(null, 'Comment deleted');
    },
  });

  app.put('/audio/:id/decision', {
    config: { access: access.decide },
    schema: {
      tags,
      summary:
        "Decide on a take at its version `id`: shortlisted, or passed with reasons (the request's " +
        'client or an admin). Each decision is kept for the timeline; the newest stands',
      params: idParamsSchema,
      body: takeDecisionBodySchema,
      response: { 200: envelopeSchema(takeDecisionSchema) },
    },
    handler: async (request) =>
      ok(
        await reviews.decide(viewerOf(request), request.params.id, request.body),
        'Decision saved',
      ),
  });

  app.get('/audio/:id/timeline', {
    config: { access: access.takeReview },
    schema: {
      tags,
      summary:
        'What happened to the take of a version (`id`), oldest first: submitted, versions, first ' +
        'listens, comments, decisions, offers (no price), acceptance, payment, licence and the ' +
        "request's end",
      params: idParamsSchema,
      response: { 200: envelopeSchema(takeTimelineSchema) },
    },
    handler: async (request) => ok(await reviews.timeline(viewerOf(request), request.params.id)),
  });
};
