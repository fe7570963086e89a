import { z } from 'zod';
import { listPeaksField, listWindowQuerySchema } from './common';
import { clientAudioSchema } from './submissions';

/** Where a favourite comes from: the client's request it was submitted to, or its album. */
export const FAVORITE_SOURCES = ['request', 'album'] as const;
export type FavoriteSource = (typeof FAVORITE_SOURCES)[number];

/**
 * GET /client/favourites: one audio the client marked and may still act on (a take submitted to
 * their own request, or a track of a published album), with where it comes from, when it was
 * marked and, for a take, its composer's asking price in US dollars (its submission's; null
 * when none was named, and for a track): an offer starts from it. Newest favourite first.
 */
export const favoriteAudioSchema = clientAudioSchema.extend({
  favoritedAt: z.string(),
  source: z.object({ kind: z.enum(FAVORITE_SOURCES), id: z.uuid(), title: z.string() }),
  askingPrice: z.number().nullable(),
});
export type FavoriteAudio = z.infer<typeof favoriteAudioSchema>;

/** GET /client/favourites (docs/contracts.md#bounded-lists): a window, newest favourite first. */
export const favouritesQuerySchema = listWindowQuerySchema.extend(listPeaksField);
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;
