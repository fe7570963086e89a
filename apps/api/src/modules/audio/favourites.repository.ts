import { and, count, desc, eq, or } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { countedWindow } from '../../db/counted-window';
import {
  albums,
  audioFavorites,
  audios,
  requests,
  submissions,
  type AudioRow,
} from '../../db/schema';
import type { PageWindow } from '../../lib/paging';

/**
 * A favourite with its audio, where the audio comes from (a request or an album) and, for a
 * take, its submission's asking price (cents; null when none was named, and for a track).
 */
export type FavouriteRow = {
  audio: AudioRow;
  favouritedAt: Date;
  source: { kind: 'request' | 'album'; id: string; title: string };
  askingPriceCents: number | null;
};

/**
 * A client's favourites they may still act on: takes submitted to their own requests and tracks
 * of published albums (the same reach as the audio policy's), for the window and its count alike.
 */
function reachableFavouritesOf<Query extends PgSelect>(query: Query, clientId: string) {
  return query
    .innerJoin(audios, eq(audios.id, audioFavorites.audioId))
    .leftJoin(submissions, eq(submissions.id, audios.submissionId))
    .leftJoin(requests, eq(requests.id, submissions.requestId))
    .leftJoin(albums, eq(albums.id, audios.albumId))
    .where(
      and(
        eq(audioFavorites.clientId, clientId),
        or(eq(requests.clientId, clientId), eq(albums.published, true)),
      ),
    );
}

/** Every function takes the connection or transaction to run on. */
export const favouritesRepository = {
  /**
   * One window of a client's favourites, newest first, and how many there are in all. A track
   * of an album since held back stays marked, and shows again when the album is published.
   */
  async ofClient(
    db: DbOrTx,
    clientId: string,
    window: PageWindow,
  ): Promise<{ rows: FavouriteRow[]; total: number }> {
    const { rows, total } = await countedWindow(
      reachableFavouritesOf(
        db
          .select({
            audio: audios,
            favouritedAt: audioFavorites.createdAt,
            askingPriceCents: submissions.askingPriceCents,
            requestId: requests.id,
            requestTitle: requests.title,
            albumId: albums.id,
            albumTitle: albums.title,
          })
          .from(audioFavorites)
          .$dynamic(),
        clientId,
      )
        .orderBy(desc(audioFavorites.createdAt), desc(audios.id))
        .limit(window.limit)
        .offset(window.offset),
      reachableFavouritesOf(
        db.select({ total: count() }).from(audioFavorites).$dynamic(),
        clientId,
      ),
    );
    return {
      rows: rows.flatMap(({ audio, favouritedAt, askingPriceCents, ...parent }): FavouriteRow[] => {
        if (parent.requestId && parent.requestTitle !== null) {
          const source = {
            kind: 'request' as const,
            id: parent.requestId,
            title: parent.requestTitle,
          };
          return [{ audio, favouritedAt, source, askingPriceCents }];
        }
        if (parent.albumId && parent.albumTitle !== null) {
          const source = { kind: 'album' as const, id: parent.albumId, title: parent.albumTitle };
          return [{ audio, favouritedAt, source, askingPriceCents: null }];
        }
        return [];
      }),
      total,
    };
  },
};
