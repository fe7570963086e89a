import { count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedImageKeysOf } from '../../db/image-keys';
import type { ImageSizes } from '../../db/schema/image-sizes';
import {
  albums,
  audioFavorites,
  audioFiles,
  audioReviews,
  audios,
  type AlbumRow,
  type NewAlbumRow,
} from '../../db/schema';

/** How an album's tracks add up, and how clients took to them. */
export type AlbumStats = {
  tracksCount: number;
  durationSeconds: number;
  favouritesCount: number;
  offersCount: number;
};

/** One figure per album, from a grouped query of (albumId, n) rows. */
async function figuresByAlbum(
  rows: Promise<{ albumId: string | null; n: number | string | null }[]>,
): Promise<Map<string, number>> {
  return new Map((await rows).map((row) => [row.albumId ?? '', Number(row.n ?? 0)]));
}

const imageKeysOf = (album: AlbumRow) => storedImageKeysOf(album.coverKey, album);

/** Every function takes the connection or transaction to run on. */
export const albumsRepository = {
  async insert(db: DbOrTx, album: NewAlbumRow): Promise<AlbumRow> {
    const [row] = await db.insert(albums).values(album).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async find(
    db: DbOrTx,
    id: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<AlbumRow | undefined> {
    const query = db.select().from(albums).where(eq(albums.id, id));
    const [row] = await (options.forUpdate ? query.for('update') : query);
    return row;
  },

  /** Newest first; only the published ones unless `withUnpublished`. */
  async list(db: DbOrTx, options: { withUnpublished: boolean }): Promise<AlbumRow[]> {
    return db
      .select()
      .from(albums)
      .where(options.withUnpublished ? undefined : eq(albums.published, true))
      .orderBy(desc(albums.createdAt), desc(albums.id));
  },

  async update(
    db: DbOrTx,
    id: string,
    changes: Partial<Pick<AlbumRow, 'title' | 'description' | 'updatedAt'>>,
  ): Promise<AlbumRow | undefined> {
    const [row] = await db.update(albums).set(changes).where(eq(albums.id, id)).returning();
    return row;
  },

  /**
   * Publishes an album at `publishedAt`, or returns it to draft with null: the flag other modules
   * read and the time admins see change together (the table's check holds them equal).
   */
  async setPublication(
    db: DbOrTx,
    id: string,
    publishedAt: Date | null,
    updatedAt: Date,
  ): Promise<AlbumRow | undefined> {
    const [row] = await db
      .update(albums)
      .set({ published: publishedAt !== null, publishedAt, updatedAt })
      .where(eq(albums.id, id))
      .returning();
    return row;
  },

  /** How many tracks an album has. */
  async countTracks(db: DbOrTx, albumId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(audios).where(eq(audios.albumId, albumId));
    return row?.n ?? 0;
  },

  /** Puts new image renditions on an album; says where the old ones were stored. */
  async replaceImage(
    db: DbOrTx,
    album: AlbumRow,
    image: { coverKey: string; thumbnailKey: string; imageSizes: ImageSizes; updatedAt: Date },
  ): Promise<string[]> {
    await db.update(albums).set(image).where(eq(albums.id, album.id));
    return imageKeysOf(album);
  },

  /** An album's tracks, their ids and titles. */
  async tracksOf(db: DbOrTx, albumId: string): Promise<{ id: string; title: string }[]> {
    return db
      .select({ id: audios.id, title: audios.title })
      .from(audios)
      .where(eq(audios.albumId, albumId));
  },

  /**
   * Deletes an album with its tracks (their files' rows and reactions cascade) and says where
   * all their files and its images were stored.
   */
  async delete(db: DbOrTx, album: AlbumRow): Promise<string[]> {
    const files = await db
      .select({ key: audioFiles.storageKey })
      .from(audioFiles)
      .innerJoin(audios, eq(audios.id, audioFiles.audioId))
      .where(eq(audios.albumId, album.id));
    await db.delete(albums).where(eq(albums.id, album.id));
    return [...files.map((file) => file.key), ...imageKeysOf(album)];
  },

  /** For each album named: its tracks, their length together, their favourites and offers. */
  async statsOf(db: DbOrTx, albumIds: string[]): Promise<Map<string, AlbumStats>> {
    if (albumIds.length === 0) return new Map();
    const ofAlbums = inArray(audios.albumId, albumIds);
    const [tracks, seconds, favourites, offers] = await Promise.all([
      figuresByAlbum(
        db
          .select({ albumId: audios.albumId, n: count() })
          .from(audios)
          .where(ofAlbums)
          .groupBy(audios.albumId),
      ),
      figuresByAlbum(
        db
          .select({ albumId: audios.albumId, n: sum(audios.durationSeconds) })
          .from(audios)
          .where(ofAlbums)
          .groupBy(audios.albumId),
      ),
      figuresByAlbum(
        db
          .select({ albumId: audios.albumId, n: count() })
          .from(audioFavorites)
          .innerJoin(audios, eq(audios.id, audioFavorites.audioId))
          .where(ofAlbums)
          .groupBy(audios.albumId),
      ),
      figuresByAlbum(
        db
          .select({ albumId: audios.albumId, n: count() })
          .from(audioReviews)
          .innerJoin(audios, eq(audios.id, audioReviews.audioId))
          .where(ofAlbums)
          .groupBy(audios.albumId),
      ),
    ]);
    return new Map(
      albumIds.map((id) => [
        id,
        {
          tracksCount: tracks.get(id) ?? 0,
          durationSeconds: seconds.get(id) ?? 0,
          favouritesCount: favourites.get(id) ?? 0,
          offersCount: offers.get(id) ?? 0,
        },
      ]),
    );
  },
};
