import type { FavoriteAudio } from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { audioReactionsRepository } from './audio-reactions.repository';
import { audiosRepository } from './audios.repository';
import { favoritesRepository } from './favorites.repository';
import { presentClientAudio } from './submissions.presenter';

/** A client's favourites across their requests' submissions and the catalogue. */
export function createFavoritesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * GET /client/favourites: each audio with the marks the shared audio item shows (favourite,
     * listened, last offer) and where it comes from, newest favourite first.
     */
    async listFavorites(client: UserRow): Promise<FavoriteAudio[]> {
      const favorites = await favoritesRepository.ofClient(db, client.id);
      const entries = await audiosRepository.withFiles(
        db,
        favorites.map((favorite) => favorite.audio),
      );
      const marks = await audioReactionsRepository.marksOfClient(
        db,
        client.id,
        favorites.map((favorite) => favorite.audio.id),
      );
      const favoriteOf = new Map(favorites.map((favorite) => [favorite.audio.id, favorite]));
      return entries.flatMap((entry) => {
        const favorite = favoriteOf.get(entry.audio.id);
        if (!favorite) return [];
        return [
          {
            ...presentClientAudio(entry, marks),
            favoritedAt: favorite.favoritedAt.toISOString(),
            source: favorite.source,
          },
        ];
      });
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
