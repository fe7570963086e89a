import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSubmissionListQuerySchema,
  adminSubmissionSchema,
  clientRequestSubmissionsSchema,
  composerSubmissionSchema,
  createSubmissionBodySchema,
  envelopeSchema,
  idParamsSchema,
  pagedSchema,
  submissionListQuerySchema,
  submissionSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { okWindow } from '../../lib/list-window';
import { submissionsAccess as access } from './submissions.policy';

const tags = ['submissions'];

/**
 * Submissions: composers submit and manage their own, clients read those to their requests,
 * admins read all. The uploads of takes (multipart) are in submission-uploads.routes.ts;
 * listening, downloading and favourites are the audio module's routes, offers the offers
 * module's.
 */
export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { submissions, takes } = app.services;

  app.post('/composer/submit/:id', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary:
        'Submit to an open request (`id`): the form describing the music; its audio is uploaded ' +
        'next with POST /composer/submit/audio/{submissionId}. Sent again before any audio ' +
        'arrived, it resumes the same submission (same id) with the new form. A closed request ' +
        'answers 409. ' +
        "The specification's body is taken whole: `soundsLikeSimilarTo` and `trailerization` " +
        'stand for `soundLike` and `trailerizationOf`; `budget` is kept as the asking price ' +
        '(`askingPrice`); `name`, `email`, `phone`, `duty` and `deadline` are checked, not kept',
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
        "A window of the composer's own submissions, newest first (`limit`, default 50, from " +
        '`offset`; `requestId` keeps those to one request), with their requests and audio ' +
        '(listenedAt: when a client first played it); `X-Total-Count` counts them all. The audio ' +
        'carries `waveform`; `peaks` is empty unless `peaks=full`',
      querystring: submissionListQuerySchema,
      response: { 200: envelopeSchema(z.array(composerSubmissionSchema)) },
    },
    handler: async (request, reply) =>
      okWindow(reply, await submissions.listOwn(viewerOf(request), request.query)),
  });

  app.delete('/composer/audio/:id', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary:
        "Delete one version of the composer's own takes with its files; the take lives on while " +
        "any version is left (another's answers 404)",
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await takes.deleteVersion(viewerOf(request), request.params.id);
      return ok(null, 'Audio deleted');
    },
  });

  app.delete('/composer/submission/:id', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary:
        "Remove the composer's own submission that has no audio (its form sent, nothing " +
        "uploaded); one with audio is 409 (delete its takes instead), another's 404",
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await submissions.removeUnfinished(viewerOf(request), request.params.id);
      return ok(null, 'Submission removed');
    },
  });

  app.get('/client/submissions', {
    config: { access: access.submissionsToOwnRequests },
    schema: {
      tags,
      summary:
        "A window of the submissions with audio to the client's own requests, newest first " +
        '(`limit` submissions, default 50, from `offset`; `requestId` keeps one of your ' +
        "requests, another's is 404), grouped by request, with the client's favourites, " +
        'listens and latest offer on each audio; `X-Total-Count` counts the submissions. The ' +
        'audio carries `waveform`; `peaks` is empty unless `peaks=full`',
      querystring: submissionListQuerySchema,
      response: { 200: envelopeSchema(z.array(clientRequestSubmissionsSchema)) },
    },
    handler: async (request, reply) =>
      okWindow(reply, await submissions.listToClient(viewerOf(request), request.query)),
  });

  app.get('/all/submissions', {
    config: { access: access.allSubmissions },
    schema: {
      tags,
      summary:
        'Every submission with audio, newest first, paged; `search` matches the request title and the ' +
        "composer's name or email. The audio carries `waveform`; `peaks` is empty unless " +
        '`peaks=full`',
      querystring: adminSubmissionListQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(adminSubmissionSchema)) },
    },
    handler: async (request) => ok(await submissions.pageAll(viewerOf(request), request.query)),
  });
};
