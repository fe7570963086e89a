import { and, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  albums,
  audioFavorites,
  audios,
  requests,
  submissions,
  type AudioRow,
} from '../../db/schema';

/** A favourite with its audio and where the audio comes from (a request or an album). */
export type FavouriteRow = {
  audio: AudioRow;
  favouritedAt: Date;
  source: { kind: 'request' | 'album'; id: string; title: string };
};

/** Every function takes the connection or transaction to run on. */
export const favouritesRepository = {
  /**
   * A client's favourites they may still act on, newest first: takes submitted to their own
   * requests and tracks of published albums (the same reach as the audio policy's). A track of
   * an album since held back stays marked, and shows again when the album is published.
   */
  async ofClient(db: DbOrTx, clientId: string): Promise<FavouriteRow[]> {
    const rows = await db
      .select({
        audio: audios,
        favouritedAt: audioFavorites.createdAt,
        requestId: requests.id,
        requestTitle: requests.title,
        albumId: albums.id,
        albumTitle: albums.title,
      })
      .from(audioFavorites)
      .innerJoin(audios, eq(audios.id, audioFavorites.audioId))
      .leftJoin(submissions, eq(submissions.id, audios.submissionId))
      .leftJoin(requests, eq(requests.id, submissions.requestId))
      .leftJoin(albums, eq(albums.id, audios.albumId))
      .where(
        and(
          eq(audioFavorites.clientId, clientId),
          or(eq(requests.clientId, clientId), eq(albums.published, true)),
        ),
      )
      .orderBy(desc(audioFavorites.createdAt), desc(audios.id));
    return rows.flatMap(({ audio, favouritedAt, ...parent }): FavouriteRow[] => {
      if (parent.requestId && parent.requestTitle !== null) {
        const source = {
          kind: 'request' as const,
          id: parent.requestId,
          title: parent.requestTitle,
        };
        return [{ audio, favouritedAt, source }];
      }
      if (parent.albumId && parent.albumTitle !== null) {
        const source = { kind: 'album' as const, id: parent.albumId, title: parent.albumTitle };
        return [{ audio, favouritedAt, source }];
      }
      return [];
    });
  },
};
