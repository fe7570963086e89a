import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  adminSubmissionListQuerySchema,
  adminSubmissionSchema,
  audioDownloadQuerySchema,
  audioFavoriteBodySchema,
  audioFavoriteSchema,
  audioReviewBodySchema,
  clientRequestSubmissionsSchema,
  composerSubmissionSchema,
  createSubmissionBodySchema,
  envelopeSchema,
  favoriteAudioSchema,
  idParamsSchema,
  mediaLinkSchema,
  offerSchema,
  pagedSchema,
  submissionSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { submissionsAccess as access } from './submissions.policy';

const tags = ['submissions'];
const mediaLinkEnvelope = envelopeSchema(mediaLinkSchema);

/**
 * Submissions and what happens to their audio: composers submit and manage their own, clients
 * listen, favourite and offer on those to their requests, admins read all. The uploads
 * (multipart) are in submission-uploads.routes.ts; the admins read an audio's offers, with their
 * checkouts and licences, through the licences module (GET /admin/audio-review/{audioId}).
 */
export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { submissions, audios, audioReactions, favorites } = app.services;

  app.post('/composer/submit/:id', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary:
        'Submit to an open request (`id`): the form describing the music; its audio is uploaded ' +
        'next with POST /composer/submit/audio/{submissionId}. A closed request answers 409',
      params: idParamsSchema,
      body: createSubmissionBodySchema,
      response: { 200: envelopeSchema(submissionSchema) },
    },
    handler: async (request) =>
      ok(
        await submissions.createSubmission(viewerOf(request), request.params.id, request.body),
        'Submission received',
      ),
  });

  app.get('/composer/submissions', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary:
        "The composer's own submissions, newest first, with their requests and audio (listenedAt: " +
        'when a client first played it)',
      response: { 200: envelopeSchema(z.array(composerSubmissionSchema)) },
    },
    handler: async (request) => ok(await submissions.listOwn(viewerOf(request))),
  });

  app.delete('/composer/audio/:id', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary: "Delete one of the composer's own audios with its files (another's answers 404)",
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await audios.deleteAudio(viewerOf(request), request.params.id);
      return ok(null, 'Audio deleted');
    },
  });

  app.get('/client/submissions', {
    config: { access: access.submissionsToOwnRequests },
    schema: {
      tags,
      summary:
        "The submissions with audio to the client's own requests, grouped by request, with the " +
        "client's favourites, listens and latest offer on each audio",
      response: { 200: envelopeSchema(z.array(clientRequestSubmissionsSchema)) },
    },
    handler: async (request) => ok(await submissions.listToClient(viewerOf(request))),
  });

  app.post('/client/audio-favorite', {
    config: { access: access.submissionsToOwnRequests },
    schema: {
      tags,
      summary: 'Mark or unmark an audio submitted to one of your requests as a favourite',
      body: audioFavoriteBodySchema,
      response: { 200: envelopeSchema(audioFavoriteSchema) },
    },
    handler: async (request) =>
      ok(await audioReactions.setFavorite(viewerOf(request), request.body)),
  });

  app.get('/client/favourites', {
    config: { access: access.ownFavorites },
    schema: {
      tags,
      summary:
        "The client's favourites they may still act on, newest first: takes submitted to their " +
        'requests and tracks of published albums, each with where it comes from',
      response: { 200: envelopeSchema(z.array(favoriteAudioSchema)) },
    },
    handler: async (request) => ok(await favorites.listFavorites(viewerOf(request))),
  });

  app.post('/client/audio-review', {
    config: { access: access.submissionsToOwnRequests },
    schema: {
      tags,
      summary:
        'Offer a price (US dollars) to license an audio submitted to one of your requests; the ' +
        'admins are mailed. Without a running trial or subscription the answer is 402 ' +
        'SUBSCRIPTION_REQUIRED and nothing is stored',
      body: audioReviewBodySchema,
      response: { 200: envelopeSchema(offerSchema) },
    },
    handler: async (request) =>
      ok(
        await audioReactions.makeOffer(viewerOf(request), request.body),
        MESSAGES.audioReviewThanks,
      ),
  });

  app.get('/all/submissions', {
    config: { access: access.allSubmissions },
    schema: {
      tags,
      summary:
        'Every submission, newest first, paged; `search` matches the request title and the ' +
        "composer's name or email",
      querystring: adminSubmissionListQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(adminSubmissionSchema)) },
    },
    handler: async (request) => ok(await submissions.pageAll(request.query)),
  });

  app.post('/audio/:id/play', {
    config: { access: access.play },
    schema: {
      tags,
      summary:
        'A signed link to listen to an audio (its mp3, else its wav), valid for an hour. A ' +
        "client's first play is recorded as their listen",
      params: idParamsSchema,
      response: { 200: mediaLinkEnvelope },
    },
    handler: async (request) => ok(await audios.play(viewerOf(request), request.params.id)),
  });

  app.get('/audio/:id/download', {
    config: { access: access.download },
    schema: {
      tags,
      summary: 'A signed link that saves one file of an audio (404 when it has no such file)',
      params: idParamsSchema,
      querystring: audioDownloadQuerySchema,
      response: { 200: mediaLinkEnvelope },
    },
    handler: async (request) =>
      ok(await audios.download(viewerOf(request), request.params.id, request.query.kind)),
  });
};
