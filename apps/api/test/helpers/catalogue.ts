import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type {
  AdminAlbum,
  CatalogueAudio,
  CatalogueAudioInfoBody,
  CreateAlbumBody,
  CreatePlacementBody,
  Placement,
} from '@cuebrief/shared';
import { encodeImage, encodeWebp } from '../../src/modules/audio/images/image-codecs';
import { call, type ApiResponse } from './api';
import type { FormPart } from './multipart';
import { REQUEST } from './requests';
import { infoPart, mp3Part, sendMultipart } from './submissions';

/** A real image of `width`×`height` pixels, encoded as asked (decodes in full). */
export async function imageBytes(
  format: 'png' | 'jpeg' | 'webp',
  width = 1600,
  height = 900,
): Promise<Buffer> {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let at = 0; at < data.length; at += 4) data.set([200, 80, 40, 255], at);
  const pixels = { data, width, height };
  return Buffer.from(
    format === 'webp' ? await encodeWebp(pixels, 80) : await encodeImage(format, pixels),
  );
}

export const imagePart = (data: Buffer, overrides: Partial<FormPart> = {}): FormPart => ({
  name: 'file',
  filename: 'cover.png',
  contentType: 'image/png',
  data,
  ...overrides,
});

/** A track's catalogue info with every field given. */
export const trackInfo = (
  overrides: Partial<CatalogueAudioInfoBody> = {},
): CatalogueAudioInfoBody => ({
  genre: ['Cinematic'],
  mood: ['Epic'],
  instruments: ['Strings', 'Brass'],
  bpm: 96,
  key: 'D minor',
  description: 'Rising strings under a brass swell.',
  ...overrides,
});

function expectOk<T>(response: ApiResponse<T>): T {
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

export const createAlbum = (app: FastifyInstance, token: string | undefined, body: unknown) =>
  call<AdminAlbum>(app, 'POST', `${REQUEST}/add/album`, { token, body });

export const uploadTrack = (
  app: FastifyInstance,
  token: string | undefined,
  albumId: string,
  parts: FormPart[],
  title?: string,
) =>
  sendMultipart<CatalogueAudio>(
    app,
    `${REQUEST}/add/album/audio/${albumId}`,
    token,
    parts,
    title === undefined ? undefined : { title },
  );

export const uploadAlbumImage = (
  app: FastifyInstance,
  token: string | undefined,
  albumId: string,
  parts: FormPart[],
) => sendMultipart<AdminAlbum>(app, `${REQUEST}/album/img/${albumId}`, token, parts);

/** An admin's new album: a draft, which no client sees until it is published. */
export async function albumOf(
  app: FastifyInstance,
  adminToken: string,
  body: Partial<CreateAlbumBody> = {},
): Promise<AdminAlbum> {
  return expectOk(
    await createAlbum(app, adminToken, { title: 'Northern Lights', description: 'Wide.', ...body }),
  );
}

/** A track uploaded to an album: the mp3 fixture and full info unless other parts are given. */
export async function trackOf(
  app: FastifyInstance,
  adminToken: string,
  albumId: string,
  parts: FormPart[] = [mp3Part(), infoPart(trackInfo())],
  title = 'Aurora',
): Promise<CatalogueAudio> {
  return expectOk(await uploadTrack(app, adminToken, albumId, parts, title));
}

export const publishAlbum = (app: FastifyInstance, token: string | undefined, albumId: string) =>
  call<AdminAlbum>(app, 'POST', `${REQUEST}/album/${albumId}/publish`, { token });

export const unpublishAlbum = (app: FastifyInstance, token: string | undefined, albumId: string) =>
  call<AdminAlbum>(app, 'POST', `${REQUEST}/album/${albumId}/unpublish`, { token });

/** Publishes an album that has tracks, so clients find it. */
export async function published(
  app: FastifyInstance,
  adminToken: string,
  albumId: string,
): Promise<AdminAlbum> {
  return expectOk(await publishAlbum(app, adminToken, albumId));
}

/** An album clients find: a new one, the fixture's track uploaded to it, then published. */
export async function publishedAlbumOf(
  app: FastifyInstance,
  adminToken: string,
  body: Partial<CreateAlbumBody> = {},
): Promise<{ album: AdminAlbum; track: CatalogueAudio }> {
  const { id } = await albumOf(app, adminToken, body);
  const track = await trackOf(app, adminToken, id);
  return { album: await published(app, adminToken, id), track };
}

export const createPlacement = (app: FastifyInstance, token: string | undefined, body: unknown) =>
  call<Placement>(app, 'POST', `${REQUEST}/placement`, { token, body });

export const placementBody = (
  overrides: Partial<CreatePlacementBody> = {},
): CreatePlacementBody => ({
  title: 'Winter Campaign',
  brand: 'Nordhaus',
  media: 'ad',
  year: 2025,
  description: 'A 60-second spot in cinemas.',
  ...overrides,
});

/** An admin's new placement. */
export async function placementOf(
  app: FastifyInstance,
  adminToken: string,
  body: Partial<CreatePlacementBody> = {},
): Promise<Placement> {
  return expectOk(await createPlacement(app, adminToken, placementBody(body)));
}
