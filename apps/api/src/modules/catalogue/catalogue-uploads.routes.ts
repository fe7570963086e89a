import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UPLOAD_LIMITS_BYTES,
  adminAlbumSchema,
  catalogueAudioSchema,
  catalogueAudioUploadQuerySchema,
  envelopeSchema,
  idParamsSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { closingOnFailure, registerMultipart, uploadParts } from '../../plugins/multipart';
import { ok } from '../../lib/envelope';
import {
  AUDIO_UPLOAD_SHAPE,
  IMAGE_UPLOAD_SHAPE,
  PLAYABLE_FILE_UPLOAD_SHAPE,
  sizeText,
} from '../audio/audio.types';
import { catalogueAccess as access } from './catalogue.policy';

const tags = ['catalogue'];

/**
 * The admins' catalogue uploads (multipart/form-data): album covers and tracks, through the
 * same pipeline as submissions; any failure removes what was stored and closes the connection.
 */
export const catalogueUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const { albums, catalogueAudios, trackFiles } = app.services;

  app.post('/album/img/:id', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        "Upload an album's image: multipart `file`, a PNG, JPEG or WebP (at most " +
        `${sizeText(UPLOAD_LIMITS_BYTES.image)}), checked by content (415). It is stored as a ` +
        'webp cover (at most 1200 px) and a 400 px square thumbnail, in place of any before',
      params: idParamsSchema,
      response: { 200: envelopeSchema(adminAlbumSchema) },
    },
    handler: async (request, reply) =>
      closingOnFailure(reply, async () =>
        ok(
          await albums.replaceImage(request.params.id, uploadParts(request, IMAGE_UPLOAD_SHAPE)),
          'Image uploaded',
        ),
      ),
  });

  app.post('/add/album/audio/:id', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        'Add a track to album `id`; `title` (the music name) is required. Multipart with ' +
        `\`filemp3\` (at most ${sizeText(UPLOAD_LIMITS_BYTES.mp3)}) and/or \`filewav\` (at ` +
        `most ${sizeText(UPLOAD_LIMITS_BYTES.wav)}), and optionally \`infoData\`, JSON text of ` +
        '{genre?, mood?, instruments?, bpm?, key?, description?}. Files are checked by content ' +
        '(415); too large is 413',
      params: idParamsSchema,
      querystring: catalogueAudioUploadQuerySchema,
      response: { 200: envelopeSchema(catalogueAudioSchema) },
    },
    handler: async (request, reply) =>
      closingOnFailure(reply, async () =>
        ok(
          await catalogueAudios.addTrack(
            request.params.id,
            request.query.title,
            uploadParts(request, AUDIO_UPLOAD_SHAPE),
          ),
          'Audio uploaded',
        ),
      ),
  });

  app.post('/album/audio/:id/file', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        'Add the mp3 or the wav that the catalogue track `id` lacks, on its own: multipart with ' +
        `one file, \`filemp3\` (at most ${sizeText(UPLOAD_LIMITS_BYTES.mp3)}) or \`filewav\` ` +
        `(at most ${sizeText(UPLOAD_LIMITS_BYTES.wav)}). Checked by content (415); too large is ` +
        '413; a track that has that file already is 409. A wav becomes the master: the track ' +
        'then has its length and waveform',
      params: idParamsSchema,
      response: { 200: envelopeSchema(catalogueAudioSchema) },
    },
    handler: async (request, reply) =>
      closingOnFailure(reply, async () =>
        ok(
          await trackFiles.addFile(
            viewerOf(request),
            request.params.id,
            uploadParts(request, PLAYABLE_FILE_UPLOAD_SHAPE),
          ),
          'Audio file uploaded',
        ),
      ),
  });
};
