import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  audioDownloadQuerySchema,
  audioFavoriteBodySchema,
  audioFavoriteSchema,
  envelopeSchema,
  favoriteAudioSchema,
  favouritesQuerySchema,
  idParamsSchema,
  mediaLinkSchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { okWindow } from '../../lib/list-window';
import { audioAccess as access } from './audio.policy';

/** Listed beside the submissions in the API docs, where these routes have always been. */
const tags = ['submissions'];
const mediaLinkEnvelope = envelopeSchema(mediaLinkSchema);

/**
 * What is done with an audio of any kind (a take, a catalogue track): listening and
 * downloading through signed links, and a client's favourites. The spec's path keeps its
 * spelling (`audio-favorite`).
 */
export const audioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audios } = app.services;

  app.post('/client/audio-favorite', {
    config: { access: access.react },
    schema: {
      tags,
      summary: 'Mark or unmark an audio submitted to one of your requests as a favourite',
      body: audioFavoriteBodySchema,
      response: { 200: envelopeSchema(audioFavoriteSchema) },
    },
    handler: async (request) => ok(await audios.setFavourite(viewerOf(request), request.body)),
  });

  app.get('/client/favourites', {
    config: { access: access.ownFavourites },
    schema: {
      tags,
      summary:
        "A window of the client's favourites they may still act on, newest first (`limit`, " +
        'default 50, from `offset`): takes submitted to their requests and tracks of published ' +
        'albums, each with where it comes from; `X-Total-Count` counts them all. Each carries ' +
        '`waveform`; `peaks` is empty unless `peaks=full`',
      querystring: favouritesQuerySchema,
      response: { 200: envelopeSchema(z.array(favoriteAudioSchema)) },
    },
    handler: async (request, reply) =>
      okWindow(reply, await audios.listFavourites(viewerOf(request), request.query)),
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
