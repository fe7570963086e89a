import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAlbumSchema,
  adminCatalogueAudioSchema,
  adminFoundTrackSchema,
  albumSchema,
  catalogueAudioListQuerySchema,
  catalogueTrackSearchQuerySchema,
  clientCatalogueAudioSchema,
  clientFoundTrackSchema,
  createAlbumBodySchema,
  envelopeSchema,
  idParamsSchema,
  updateAlbumBodySchema,
  updateCatalogueTrackBodySchema,
} from '@cuebrief/shared';
import { viewerOf } from '../../plugins/access-control';
import { ok } from '../../lib/envelope';
import { okWindow } from '../../lib/list-window';
import { catalogueAccess as access } from './catalogue.policy';

const tags = ['catalogue'];
const adminAlbumEnvelope = envelopeSchema(adminAlbumSchema);

/**
 * The catalogue (docs/contracts.md#catalogue): albums of tracks uploaded by admins, browsed by
 * clients and admins. The uploads (multipart) are in catalogue-uploads.routes.ts; favourites,
 * offers and plays of a track go through the audio routes with `audioType: 'catalogue'`.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { albums, catalogueAudios } = app.services;

  app.get('/albums', {
    config: { access: access.browse },
    schema: {
      tags,
      summary:
        'Published albums, newest first, with signed links to their cover and thumbnail, their ' +
        'number of tracks and total length (seconds)',
      response: { 200: envelopeSchema(z.array(albumSchema)) },
    },
    handler: async () => ok(await albums.listPublished()),
  });

  app.get('/albums/admin', {
    config: { access: access.manage },
    schema: {
      tags,
      summary: 'Every album, published or not, newest first, with its favourites and offers',
      response: { 200: envelopeSchema(z.array(adminAlbumSchema)) },
    },
    handler: async () => ok(await albums.listAll()),
  });

  app.get('/album/:id', {
    config: { access: access.browse },
    schema: {
      tags,
      summary: 'One album: clients see published ones only (others answer 404), admins any',
      params: idParamsSchema,
      // The admins' shape first: a client's album lacks its figures and falls through.
      response: { 200: envelopeSchema(z.union([adminAlbumSchema, albumSchema])) },
    },
    handler: async (request) => ok(await albums.get(viewerOf(request), request.params.id)),
  });

  app.post('/add/album', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        'Make an album, a draft that only admins see until it is published (POST ' +
        '/album/{id}/publish) once it has tracks; `published: true` is refused (409) as it has ' +
        'none yet. The cover is uploaded next with POST /album/img/{id}, the tracks with POST ' +
        '/add/album/audio/{id}',
      body: createAlbumBodySchema,
      response: { 200: adminAlbumEnvelope },
    },
    handler: async (request) => ok(await albums.create(request.body), 'Album created'),
  });

  app.put('/album/:id', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        "Change an album's title and description (blank: none) and, if `published` is given, " +
        'publish it (409 without tracks) or return it to draft',
      params: idParamsSchema,
      body: updateAlbumBodySchema,
      response: { 200: adminAlbumEnvelope },
    },
    handler: async (request) =>
      ok(await albums.update(request.params.id, request.body), 'Album updated'),
  });

  app.post('/album/:id/publish', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        'Publish an album: clients find it, its tracks and their search from now on. An album ' +
        'without tracks is refused (409) and stays a draft; a published one stays as it is',
      params: idParamsSchema,
      response: { 200: adminAlbumEnvelope },
    },
    handler: async (request) => ok(await albums.publish(request.params.id), 'Album published'),
  });

  app.post('/album/:id/unpublish', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        'Return an album to draft: clients no longer find it or its tracks (404), while their ' +
        'offers and licences on its tracks stay; a draft stays as it is',
      params: idParamsSchema,
      response: { 200: adminAlbumEnvelope },
    },
    handler: async (request) =>
      ok(await albums.unpublish(request.params.id), 'Album returned to draft'),
  });

  app.delete('/album/:id', {
    config: { access: access.manage },
    schema: {
      tags,
      summary: 'Delete an album with its tracks, their files and its images',
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await albums.delete(request.params.id);
      return ok(null, 'Album deleted');
    },
  });

  app.get('/album/audio/from/all/:id', {
    config: { access: access.browse },
    schema: {
      tags,
      summary:
        "A window of an album's tracks, in the order added (`limit`, default 50, from " +
        '`offset`), with waveform and files: for a client with their favourite mark, listen and ' +
        'latest offer, for admins with favourites and offers; `X-Total-Count` counts the tracks ' +
        'that pass the filters. `search` matches the title; tempo in BPM, duration in seconds; ' +
        'tempo and key are the stated ones, else the measured ones. `peaks` is empty unless ' +
        '`peaks=full`',
      params: idParamsSchema,
      querystring: catalogueAudioListQuerySchema,
      response: {
        200: envelopeSchema(
          z.union([z.array(clientCatalogueAudioSchema), z.array(adminCatalogueAudioSchema)]),
        ),
      },
    },
    handler: async (request, reply) =>
      okWindow(
        reply,
        await catalogueAudios.listOfAlbum(viewerOf(request), request.params.id, request.query),
      ),
  });

  app.get('/catalogue/tracks', {
    config: { access: access.browse },
    schema: {
      tags,
      summary:
        'A window of every catalogue track that passes the search and filters (clients: the ' +
        "published albums' tracks; admins: every album's), each with its album (id, title, " +
        'published, cover and thumbnail links) and what the album list gives of it. `search` ' +
        "finds each word in the track's title or description or its album's title; the other " +
        "filters are the album list's. `sort` is `added` (newest first), `title`, `tempo` or " +
        '`length` (A to Z, slowest, shortest first); `order` turns it round; a track without a ' +
        'tempo comes last, and equal ones newest first. `limit` (default 50) from `offset`; ' +
        '`X-Total-Count` counts every track that passes',
      querystring: catalogueTrackSearchQuerySchema,
      response: {
        200: envelopeSchema(
          z.union([z.array(clientFoundTrackSchema), z.array(adminFoundTrackSchema)]),
        ),
      },
    },
    handler: async (request, reply) =>
      okWindow(reply, await catalogueAudios.search(viewerOf(request), request.query)),
  });

  app.put('/album/audio/:id', {
    config: { access: access.manage },
    schema: {
      tags,
      summary:
        "Change a catalogue track's title, description (blank: none) and stated tempo and key " +
        '(left out: not stated, so the measured ones stand); the search finds it by them at ' +
        'once. Any other audio answers 404',
      params: idParamsSchema,
      body: updateCatalogueTrackBodySchema,
      response: { 200: envelopeSchema(adminCatalogueAudioSchema) },
    },
    handler: async (request) =>
      ok(
        await catalogueAudios.updateTrack(viewerOf(request), request.params.id, request.body),
        'Audio updated',
      ),
  });

  app.delete('/album/audio/:id', {
    config: { access: access.manage },
    schema: {
      tags,
      summary: 'Delete a catalogue track with its files (any other audio answers 404)',
      params: idParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await catalogueAudios.deleteTrack(viewerOf(request), request.params.id);
      return ok(null, 'Audio deleted');
    },
  });
};
