import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UPLOAD_LIMITS_BYTES,
  envelopeSchema,
  idParamsSchema,
  placementSchema,
} from '@cuebrief/shared';
import { closingOnFailure, registerMultipart, uploadParts } from '../../plugins/multipart';
import { ok } from '../../lib/envelope';
import { AUDIO_UPLOAD_SHAPE, IMAGE_UPLOAD_SHAPE, sizeText } from '../audio/audio.types';
import { placementsAccess as access } from './placements.policy';

const tags = ['placements'];
const placementEnvelope = envelopeSchema(placementSchema);

/**
 * The admins' placement uploads (multipart/form-data), through the same pipeline as every
 * other upload; any failure removes what was stored and closes the connection.
 */
export const placementUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const { placements } = app.services;

  app.post('/placement-audio/:id', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        "Upload a placement's music, in place of any before: multipart with `filemp3` (at " +
        `most ${sizeText(UPLOAD_LIMITS_BYTES.mp3)}) and/or \`filewav\` (at most ` +
        `${sizeText(UPLOAD_LIMITS_BYTES.wav)}), and optionally \`infoData\`, JSON text of ` +
        '{description?, bpm?, key?}. Files are checked by content (415); too large is 413',
      params: idParamsSchema,
      response: { 200: placementEnvelope },
    },
    handler: async (request, reply) =>
      closingOnFailure(reply, async () =>
        ok(
          await placements.replaceAudio(
            request.params.id,
            uploadParts(request, AUDIO_UPLOAD_SHAPE),
          ),
          'Audio uploaded',
        ),
      ),
  });

  app.post('/placement-img/:id', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        "Upload a placement's image: multipart `file`, a PNG, JPEG or WebP (at most " +
        `${sizeText(UPLOAD_LIMITS_BYTES.image)}), checked by content (415); stored as a webp ` +
        'image (at most 1200 px) and a 400 px square thumbnail, in place of any before',
      params: idParamsSchema,
      response: { 200: placementEnvelope },
    },
    handler: async (request, reply) =>
      closingOnFailure(reply, async () =>
        ok(
          await placements.replaceImage(
            request.params.id,
            uploadParts(request, IMAGE_UPLOAD_SHAPE),
          ),
          'Image uploaded',
        ),
      ),
  });
};
