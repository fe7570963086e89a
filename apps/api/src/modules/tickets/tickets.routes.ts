import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  adminQuestionListQuerySchema,
  adminQuestionSchema,
  answerQuestionBodySchema,
  askQuestionBodySchema,
  envelopeSchema,
  idParamsSchema,
  pagedSchema,
  publicQuestionSchema,
  questionListQuerySchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { limitPublicForm } from '../rate-limit/rate-limit.service';
import { ticketsAccess } from './tickets.policy';

const tags = ['questions'];
const access = ticketsAccess.manageQuestions;

/** The Q&A pages: anyone asks and reads the answers; admins answer, edit and delete. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets } = app.services;

  app.post('/question', {
    config: { access: 'public' },
    onRequest: limitPublicForm,
    schema: {
      tags,
      summary: 'Ask a question for the agency or composer Q&A page; the admins are mailed',
      body: askQuestionBodySchema,
      // The question is not public until answered, so only its id comes back.
      response: { 200: envelopeSchema(z.object({ id: z.uuid() })) },
    },
    handler: async (request) => ok(await tickets.askQuestion(request.body), MESSAGES.thankYou),
  });

  app.get('/question', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Answered questions of one audience, newest answer first; search question or answer',
      querystring: questionListQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(publicQuestionSchema)) },
    },
    handler: async (request) => ok(await tickets.pageAnsweredQuestions(request.query)),
  });

  app.get('/question/admin', {
    config: { access },
    schema: {
      tags,
      summary:
        'Every question with who asked: unanswered first, then newest; ' +
        'search question, answer, name or email',
      querystring: adminQuestionListQuerySchema,
      response: { 200: envelopeSchema(pagedSchema(adminQuestionSchema)) },
    },
    handler: async (request) => ok(await tickets.pageQuestions(request.query)),
  });

  app.put('/question/:id/answer', {
    config: { access },
    schema: {
      tags,
      summary: 'Answer a question or edit its answer; the asker is mailed the first answer only',
      params: idParamsSchema,
      body: answerQuestionBodySchema,
      response: { 200: envelopeSchema(adminQuestionSchema) },
    },
    handler: async (request) =>
      ok(
        await tickets.answerQuestion(viewerOf(request), request.params.id, request.body),
        'Answer saved',
      ),
  });

  app.delete('/question/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Delete a question (spam), answered or not',
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await tickets.deleteQuestion(request.params.id);
      return ok(null, 'Question deleted');
    },
  });
};
