import type { AdminAlbum, Album, CreateAlbum, UpdateAlbumBody } from '@cuebrief/shared';
import { imageSizesOf } from '../../db/image-keys';
import type { Db, DbOrTx } from '../../db/client';
import type { AlbumRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UploadPart } from '../../lib/upload-part';
import type { AudiosService } from '../audio/audios.service';
import { albumsRepository as repository, type AlbumStats } from './albums.repository';
import { presentAdminAlbum, presentAlbum, type AlbumImages } from './catalogue.presenter';

export const albumNotFound = () => new AppError('NOT_FOUND', 'There is no such album.');

/** Publishing needs something to listen to: clients would find an empty album (decision 043). */
const emptyAlbumRefusal = () =>
  new AppError(
    'INVALID_STATE',
    'An album without tracks cannot be published. Upload a track first; it stays a draft.',
  );

/** Whether `viewer` may see the album: admins any, clients a published one. */
export const maySeeAlbum = (viewer: UserRow, album: AlbumRow) =>
  viewer.role === 'Admin' || album.published;

/**
 * The catalogue's albums (docs/contracts.md#catalogue): admins make, change and delete them and
 * upload their covers; clients and admins browse them. Covers are stored as webp renditions and
 * handed out as signed links, as audio is.
 */
export function createAlbumsService(deps: {
  db: Db;
  clock: Clock;
  /** Its deletion guard: an album holding a track a licence relies on stays. */
  audios: AudiosService;
}) {
  const { db, clock, audios } = deps;

  const imagesOf = async (
    row: Pick<AlbumRow, 'coverKey' | 'thumbnailKey' | 'imageSizes'>,
  ): Promise<AlbumImages> => {
    const { image, thumbnail } = await audios.imageLinks({
      imageKey: row.coverKey,
      thumbnailKey: row.thumbnailKey,
      imageSizes: row.imageSizes,
    });
    return { cover: image, thumbnail };
  };

  async function present(row: AlbumRow): Promise<AdminAlbum> {
    const stats = await repository.statsOf(db, [row.id]);
    return presentAdminAlbum(row, stats.get(row.id), await imagesOf(row));
  }

  /** The album `viewer` may see; an unpublished one is unknown to a client (404). */
  async function findVisible(viewer: UserRow, id: string): Promise<AlbumRow> {
    const album = await repository.find(db, id);
    if (!album || !maySeeAlbum(viewer, album)) throw albumNotFound();
    return album;
  }

  /**
   * Publishes or returns to draft under the album's lock, which a track's upload takes too, so
   * the count of tracks is the one the album is published with.
   */
  async function setPublished(
    tx: DbOrTx,
    id: string,
    isPublished: boolean,
    now: Date,
  ): Promise<AlbumRow> {
    const album = await repository.find(tx, id, { forUpdate: true });
    if (!album) throw albumNotFound();
    if (album.published === isPublished) return album;
    if (isPublished && (await repository.countTracks(tx, id)) === 0) throw emptyAlbumRefusal();
    const row = await repository.setPublication(tx, id, isPublished ? now : null, now);
    if (!row) throw albumNotFound();
    return row;
  }

  async function listed<T>(
    options: { withUnpublished: boolean },
    presentOne: (row: AlbumRow, stats: AlbumStats | undefined, images: AlbumImages) => T,
  ): Promise<T[]> {
    const rows = await repository.list(db, options);
    const stats = await repository.statsOf(
      db,
      rows.map((row) => row.id),
    );
    return Promise.all(
      rows.map(async (row) => presentOne(row, stats.get(row.id), await imagesOf(row))),
    );
  }

  return {
    findVisible,

    /** Signed links to an album's cover and thumbnail (null without an image). */
    imagesOf,

    /** Published albums, newest first. */
    listPublished: (): Promise<Album[]> => listed({ withUnpublished: false }, presentAlbum),

    /** Every album, newest first, with how clients took to its tracks (admins). */
    listAll: (): Promise<AdminAlbum[]> => listed({ withUnpublished: true }, presentAdminAlbum),

    /** One album: a client sees a published one only, without the admins' figures. */
    async get(viewer: UserRow, id: string): Promise<Album | AdminAlbum> {
      const album = await findVisible(viewer, id);
      const stats = (await repository.statsOf(db, [album.id])).get(album.id);
      const images = await imagesOf(album);
      return viewer.role === 'Admin'
        ? presentAdminAlbum(album, stats, images)
        : presentAlbum(album, stats, images);
    },

    /**
     * A new album, a draft until it is published. Asked to publish at once, it is refused and
     * nothing is stored: a new album has no tracks yet.
     */
    async create(body: CreateAlbum): Promise<AdminAlbum> {
      if (body.published) throw emptyAlbumRefusal();
      const now = clock.now();
      const row = await repository.insert(db, {
        title: body.title,
        description: body.description || null,
        published: false,
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      return present(row);
    },

    /** New title and description; `published`, when given, publishes it or returns it to draft. */
    async update(id: string, body: UpdateAlbumBody): Promise<AdminAlbum> {
      const row = await db.transaction(async (tx) => {
        const now = clock.now();
        if (body.published !== undefined) await setPublished(tx, id, body.published, now);
        return repository.update(tx, id, {
          title: body.title,
          description: body.description || null,
          updatedAt: now,
        });
      });
      if (!row) throw albumNotFound();
      return present(row);
    },

    /**
     * Publishes an album, so clients find it and its tracks; one without tracks is refused
     * (409). Publishing a published album changes nothing.
     */
    async publish(id: string): Promise<AdminAlbum> {
      return present(await db.transaction((tx) => setPublished(tx, id, true, clock.now())));
    },

    /**
     * Returns an album to draft: clients no longer find it or its tracks, but offers and licences
     * already made on them stay (decision 043). A draft stays as it is.
     */
    async unpublish(id: string): Promise<AdminAlbum> {
      return present(await db.transaction((tx) => setPublished(tx, id, false, clock.now())));
    },

    /**
     * In a track's deletion, before the track goes: locks its album (as publishing and a
     * track's upload do) and, once `remove` has run, returns the album to draft if that was
     * its last track. An empty album cannot be published, and clients would otherwise meet an
     * album with nothing in it (decision 043). What `remove` answers is passed on.
     */
    async removingTrack<T>(tx: DbOrTx, id: string, remove: () => Promise<T>): Promise<T> {
      const album = await repository.find(tx, id, { forUpdate: true });
      if (!album) throw albumNotFound();
      const removed = await remove();
      if (album.published && (await repository.countTracks(tx, id)) === 0) {
        const now = clock.now();
        await repository.setPublication(tx, id, null, now);
      }
      return removed;
    },

    /**
     * Deletes an album, its tracks and their reactions; its files go after the commit. An album
     * holding a track a licence relies on is refused (409) and nothing goes: the admin may hide
     * it instead.
     */
    async delete(id: string): Promise<void> {
      const keys = await db.transaction(async (tx) => {
        const album = await repository.find(tx, id, { forUpdate: true });
        if (!album) throw albumNotFound();
        for (const track of await repository.tracksOf(tx, album.id)) {
          const reason = await audios.reasonToKeep(tx, track.id);
          if (reason) {
            throw new AppError(
              'INVALID_STATE',
              `Its track "${track.title}" ${reason}, so this album cannot be deleted. Hide it instead.`,
            );
          }
        }
        return repository.delete(tx, album);
      });
      await audios.sweepFiles(keys, 'album deleted');
    },

    /** Puts an uploaded image (checked by content) on an album in place of its old one. */
    async replaceImage(id: string, parts: AsyncIterable<UploadPart>): Promise<AdminAlbum> {
      if (!(await repository.find(db, id))) throw albumNotFound();
      await audios.replaceImage(parts, async (tx, image) => {
        const album = await repository.find(tx, id, { forUpdate: true });
        if (!album) throw albumNotFound();
        return repository.replaceImage(tx, album, {
          coverKey: image.coverKey,
          thumbnailKey: image.thumbnailKey,
          imageSizes: imageSizesOf(image),
          updatedAt: clock.now(),
        });
      });
      const album = await repository.find(db, id);
      if (!album) throw albumNotFound();
      return present(album);
    },
  };
}
export type AlbumsService = ReturnType<typeof createAlbumsService>;
