import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UPLOAD_LIMITS_BYTES,
  VERSION_NOTE_MAX_LENGTH,
  audioUploadQuerySchema,
  composerAudioSchema,
  composerTakeSchema,
  envelopeSchema,
  idParamsSchema,
  versionUploadQuerySchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import {
  announcedBytes,
  closingOnFailure,
  registerMultipart,
  uploadParts,
} from '../../plugins/multipart';
import { ok } from '../../lib/envelope';
import type { UploadShape } from '../../lib/upload-part';
import {
  AUDIO_UPLOAD_SHAPE,
  PLAYABLE_FILE_UPLOAD_SHAPE,
  STEMS_UPLOAD_SHAPE,
  STEMS_ZIP_LIMITS,
  sizeText,
} from '../audio/audio.types';
import { submissionsAccess as access } from './submissions.policy';

const tags = ['submissions'];
const composerAudioEnvelope = envelopeSchema(composerAudioSchema);
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * The composer's uploads (multipart/form-data), streamed into storage part by part. Only this
 * plugin parses multipart; any failure removes what was stored and closes the connection.
 */
export const submissionUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const { takes, takeVersions, storageQuota } = app.services;

  /**
   * The parts of the composer's upload in `shape`, held to their storage quota (413 past it);
   * stems that replace an audio's stems (`replacingStemsOf`) may use the room theirs take.
   */
  const partsWithinQuota = (
    request: FastifyRequest,
    shape: UploadShape,
    options: { replacingStemsOf?: string } = {},
  ) =>
    storageQuota.limit(viewerOf(request), uploadParts(request, shape), {
      announcedBytes: announcedBytes(request),
      ...options,
    });

  app.post('/composer/submit/audio/:id', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary:
        'Add an audio to your submission `id` while its request is open: multipart with ' +
        `\`filemp3\` (at most ${megabytes(UPLOAD_LIMITS_BYTES.mp3)}) and/or \`filewav\` (at most ` +
        `${megabytes(UPLOAD_LIMITS_BYTES.wav)}), each at most once, and optionally \`infoData\`, ` +
        'JSON text of {description?, bpm?, key?}. Files are checked by content (415); too large, ' +
        'or past your storage quota, is 413',
      params: idParamsSchema,
      querystring: audioUploadQuerySchema,
      response: { 200: composerAudioEnvelope },
    },
    handler: async (request, reply) =>
      closingOnFailure(reply, async () => {
        const composer = viewerOf(request);
        const parts = await partsWithinQuota(request, AUDIO_UPLOAD_SHAPE);
        return ok(
          await takes.addTake(composer, request.params.id, request.query.title, parts),
          'Audio uploaded',
        );
      }),
  });

  app.post('/composer/audio/:id/file', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary:
        'Add the mp3 or the wav that your take `id` lacks, on its own, while its request is ' +
        `open: multipart with one file, \`filemp3\` (at most ${megabytes(UPLOAD_LIMITS_BYTES.mp3)}) ` +
        `or \`filewav\` (at most ${megabytes(UPLOAD_LIMITS_BYTES.wav)}). Checked by content (415); ` +
        'too large, or past your storage quota, is 413; a take that has that file already is 409. ' +
        'A wav becomes the master: the take then has its length and waveform',
      params: idParamsSchema,
      response: { 200: composerAudioEnvelope },
    },
    handler: async (request, reply) =>
      closingOnFailure(reply, async () => {
        const composer = viewerOf(request);
        const parts = await partsWithinQuota(request, PLAYABLE_FILE_UPLOAD_SHAPE);
        return ok(await takes.addFile(composer, request.params.id, parts), 'Audio file uploaded');
      }),
  });

  app.post('/composer/audio/:id/version', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary:
        'Add a new version to your take that the audio `id` (any of its versions) belongs to, ' +
        'while its request is open: multipart as for a take, and `infoData` may say what changed ' +
        `(\`note\`, at most ${VERSION_NOTE_MAX_LENGTH} characters). \`title\`, description, bpm ` +
        "and key default to the take's latest version. Answers the take, the new version first; " +
        "the request's client hears of it in their review digest",
      params: idParamsSchema,
      querystring: versionUploadQuerySchema,
      response: { 200: envelopeSchema(composerTakeSchema) },
    },
    handler: async (request, reply) =>
      closingOnFailure(reply, async () => {
        const composer = viewerOf(request);
        const parts = await partsWithinQuota(request, AUDIO_UPLOAD_SHAPE);
        return ok(
          await takeVersions.addVersion(composer, request.params.id, request.query.title, parts),
          'Version uploaded',
        );
      }),
  });

  app.post('/composer/stems/:id', {
    config: { access: access.ownSubmissions },
    schema: {
      tags,
      summary:
        'Add the stems of your audio `id`: multipart `file`, one zip (at most ' +
        `${megabytes(UPLOAD_LIMITS_BYTES.stems)}), in place of any stems before. Its entries are ` +
        'checked (415): audio, MIDI, PDF and text files only, inside its folder, no links, at ' +
        `most ${STEMS_ZIP_LIMITS.entries}, unpacking to at most ` +
        `${sizeText(STEMS_ZIP_LIMITS.unpackedBytes)} and ${STEMS_ZIP_LIMITS.ratio} times its ` +
        'size. Past your storage quota is 413',
      params: idParamsSchema,
      response: { 200: composerAudioEnvelope },
    },
    handler: async (request, reply) =>
      closingOnFailure(reply, async () => {
        const composer = viewerOf(request);
        const parts = await partsWithinQuota(request, STEMS_UPLOAD_SHAPE, {
          replacingStemsOf: request.params.id,
        });
        return ok(await takes.replaceStems(composer, request.params.id, parts), 'Stems uploaded');
      }),
  });
};
