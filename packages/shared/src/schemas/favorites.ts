import { z } from 'zod';
import { listPeaksField, listWindowQuerySchema } from './common';
import { clientAudioSchema } from './submissions';

/** Where a favourite comes from: the client's request it was submitted to, or its album. */
export const FAVORITE_SOURCES = ['request', 'album'] as const;
export type FavoriteSource = (typeof FAVORITE_SOURCES)[number];

/**
 * GET /client/favourites: one audio the client marked and may still act on (a take submitted to
 * their own request, or a track of a published album), with where it comes from and when it was
 * marked. The list is newest favourite first.
 */
export const favoriteAudioSchema = clientAudioSchema.extend({
  favoritedAt: z.string(),
  source: z.object({ kind: z.enum(FAVORITE_SOURCES), id: z.uuid(), title: z.string() }),
});
export type FavoriteAudio = z.infer<typeof favoriteAudioSchema>;

/** GET /client/favourites (docs/contracts.md#bounded-lists): a window, newest favourite first. */
export const favouritesQuerySchema = listWindowQuerySchema.extend(listPeaksField);
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;
