import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  audioOffersWithLicencesSchema,
  clientOfferSchema,
  envelopeSchema,
  idParamsSchema,
  licencePdfQuerySchema,
  licenceSchema,
} from '@cuebrief/shared';
import { ok } from '../../lib/envelope';
import { viewerOf } from '../../plugins/access-control';
import { attachmentDisposition } from '../../lib/content-disposition';
import { licencesAccess as access } from './licences.policy';

const tags = ['licences'];
const pdfBytes = z.any().describe('The licence, a one-page PDF');

/**
 * Licences under /users/v1/request (decision 013): a client's offers with their checkouts and
 * licences, the admins' view of an audio's offers and the delivery of the files, and the
 * licence PDF. Answering an offer is under /users/v1/payment (licence-checkout.routes.ts).
 */
export const licencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { licences } = app.services;

  app.get('/client/offers', {
    config: { access: access.ownOffers },
    schema: {
      tags,
      summary:
        "The client's offers, newest first: state, where to pay an accepted one, the licence " +
        'once paid, and signed links to the files once the admins sent them',
      response: { 200: envelopeSchema(z.array(clientOfferSchema)) },
    },
    handler: async (request) => ok(await licences.listClientOffers(viewerOf(request))),
  });

  app.get('/admin/audio-review/:id', {
    config: { access: access.answerOffers },
    schema: {
      tags,
      summary:
        'The offers on one audio, newest first, with the clients who made them, the open ' +
        'checkout of each and its licence once paid',
      params: idParamsSchema,
      response: { 200: envelopeSchema(audioOffersWithLicencesSchema) },
    },
    handler: async (request) =>
      ok(await licences.listAdminOffers(viewerOf(request), request.params.id)),
  });

  app.post('/admin/send-download-audio-info/:id', {
    config: { access: access.answerOffers },
    schema: {
      tags,
      summary:
        "Mail a licence's (`id`) client signed links to the wav, mp3 and stems, valid for 7 " +
        'days, and record when; answers the licence',
      params: idParamsSchema,
      response: { 200: envelopeSchema(licenceSchema) },
    },
    handler: async (request) =>
      ok(await licences.sendDownloadInfo(request.params.id), 'Download information sent'),
  });

  app.get('/pdf/:id', {
    config: { access: access.pdf },
    schema: {
      tags,
      summary:
        'The licence of an audio (`id`) as a PDF: a client gets their own; composers of the ' +
        'audio and admins that of the client `patientUuid`, else the latest. Anyone else: 404',
      params: idParamsSchema,
      querystring: licencePdfQuerySchema,
      response: { 200: pdfBytes },
    },
    handler: async (request, reply) => {
      const { fileName, bytes } = await licences.licencePdf(
        viewerOf(request),
        request.params.id,
        request.query.patientUuid,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
};
