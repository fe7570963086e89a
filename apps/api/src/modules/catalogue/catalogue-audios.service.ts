import {
  catalogueAudioInfoSchema,
  type AdminCatalogueAudio,
  type AdminFoundTrack,
  type CatalogueAudio,
  type CatalogueAudioListQuery,
  type CatalogueTrackSearchQuery,
  type ClientCatalogueAudio,
  type ClientFoundTrack,
  type ListPeaks,
  type UpdateCatalogueTrackBody,
} from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { AudioRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { ListWindow } from '../../lib/list-window';
import type { UploadPart } from '../../lib/upload-part';
import { listedPeaks } from '../audio/audio.types';
import type { AudiosService } from '../audio/audios.service';
import { albumNotFound, type AlbumsService } from './albums.service';
import { albumsRepository } from './albums.repository';
import {
  catalogueAudiosRepository as repository,
  type FoundTrackAlbum,
} from './catalogue-audios.repository';
import { presentTrack, presentTrackAlbum } from './catalogue.presenter';

/**
 * The catalogue's tracks: admins upload them to an album through the same pipeline as a
 * composer's takes (checked by content, measured, stored) and delete them; clients and admins
 * list an album's tracks with filters. Favourites, offers and plays go through the audio
 * routes, with `audioType: 'catalogue'`.
 */
export function createCatalogueAudiosService(deps: {
  db: Db;
  clock: Clock;
  albums: AlbumsService;
  /**
   * A track is an audio: written, listed with its files, presented (with a client's marks or
   * the admins' figures), reached and deleted through the audios service (with its deletion
   * guard: a licensed track, or one a client is paying for, stays).
   */
  audios: AudiosService;
}) {
  const { db, clock, albums, audios } = deps;

  /**
   * Tracks as `viewer` sees them, in the rows' order: a client's marks on each, or the admins'
   * figures; `peaks` as the list was asked; and what the list adds to each (`extraOf`).
   */
  async function viewsOf<Extra extends object>(
    viewer: UserRow,
    rows: AudioRow[],
    peaks: ListPeaks,
    extraOf: (row: AudioRow) => Extra,
  ): Promise<(ClientCatalogueAudio & Extra)[] | (AdminCatalogueAudio & Extra)[]> {
    const entries = await audios.rowsWithFiles(rows);
    const rowOf = new Map(entries.map((entry) => [entry.audio.id, entry.audio]));
    const tracks = <View extends { id: string; peaks: number[] }>(views: View[]) =>
      views.flatMap((view) => {
        const row = rowOf.get(view.id);
        return row ? [{ ...presentTrack(listedPeaks(view, peaks), row), ...extraOf(row) }] : [];
      });
    return viewer.role === 'Client'
      ? tracks(await audios.clientViewsOf(viewer, entries))
      : tracks(await audios.adminViewsOf(entries));
  }

  /** Each album named once, presented with its signed image links. */
  async function albumsOf(found: FoundTrackAlbum[]) {
    const unique = [...new Map(found.map((album) => [album.id, album])).values()];
    return new Map(
      await Promise.all(
        unique.map(
          async (album) =>
            [album.id, presentTrackAlbum(album, await albums.imagesOf(album))] as const,
        ),
      ),
    );
  }

  return {
    /** Adds a track (an mp3 and/or a wav, and its catalogue info) to an album. */
    async addTrack(
      albumId: string,
      title: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<CatalogueAudio> {
      if (!(await albumsRepository.find(db, albumId))) throw albumNotFound();
      const { files, info } = await audios.receiveAudioUpload(parts, catalogueAudioInfoSchema);
      const entry = await audios.recordStoredFiles(
        files.map((file) => file.storageKey),
        async (tx) => {
          // Under the album's lock: an album deleted meanwhile takes no track.
          if (!(await albumsRepository.find(tx, albumId, { forUpdate: true }))) {
            throw albumNotFound();
          }
          const now = clock.now();
          const { durationSeconds, peaks, fileRows } = audios.audioRowsOf(files, now);
          return audios.insertInTransaction(
            tx,
            {
              albumId,
              title,
              description: info.description ?? null,
              bpm: info.bpm ?? null,
              musicalKey: info.key ?? null,
              genre: info.genre,
              mood: info.mood,
              instruments: info.instruments,
              durationSeconds,
              peaks,
              createdAt: now,
            },
            fileRows,
          );
        },
      );
      return presentTrack(audios.viewOf(entry), entry.audio);
    },

    /**
     * A window of an album's tracks that pass the filters (docs/contracts.md#bounded-lists): a
     * client's marks on each, or the admins' figures.
     */
    async listOfAlbum(
      viewer: UserRow,
      albumId: string,
      query: CatalogueAudioListQuery,
    ): Promise<ListWindow<ClientCatalogueAudio, AdminCatalogueAudio>> {
      await albums.findVisible(viewer, albumId);
      const { rows, total } = await repository.listOfAlbum(db, albumId, query);
      return { items: await viewsOf(viewer, rows, query.peaks, () => ({})), total };
    },

    /**
     * A window of every track of the catalogue that passes the search and filters, in the
     * query's order, each with its album (docs/contracts.md#catalogue-search): clients find the
     * published albums' tracks, admins every album's.
     */
    async search(
      viewer: UserRow,
      query: CatalogueTrackSearchQuery,
    ): Promise<ListWindow<ClientFoundTrack, AdminFoundTrack>> {
      const { rows, total } = await repository.search(db, query, {
        withUnpublished: viewer.role === 'Admin',
      });
      const albumOf = await albumsOf(rows.map((row) => row.album));
      const items = await viewsOf(
        viewer,
        rows.map((row) => row.audio),
        query.peaks,
        (row) => {
          const album = albumOf.get(row.albumId ?? '');
          if (!album) throw new Error('a found track without its album');
          return { album };
        },
      );
      return { items, total };
    },

    /**
     * Changes a track's title, description and stated tempo and key (left out: not stated, so
     * the measured ones stand); the search finds it by the new words at once. Anything but a
     * catalogue track is 404, as an unknown id.
     */
    async updateTrack(
      admin: UserRow,
      audioId: string,
      body: UpdateCatalogueTrackBody,
    ): Promise<AdminCatalogueAudio> {
      await audios.findReachable(admin, audioId, 'curate', 'catalogue');
      const row = await repository.updateTrack(db, audioId, {
        title: body.title,
        description: body.description || null,
        bpm: body.bpm ?? null,
        musicalKey: body.key ?? null,
      });
      if (!row) throw new AppError('NOT_FOUND', 'There is no such audio.');
      const [track] = await viewsOf(admin, [row], 'full', () => ({}));
      if (!track || !('favoritesCount' in track)) throw new Error('an edited track unseen');
      return track;
    },

    /**
     * Deletes a track (its reactions with it); its files go after the commit. A track a licence
     * relies on is refused (409), as a composer's licensed take is: deleting it would take its
     * offers and leave the licence's client without their files. A published album left
     * without tracks returns to draft in the same transaction (decision 043).
     */
    async deleteTrack(admin: UserRow, audioId: string): Promise<void> {
      const track = await audios.findReachable(admin, audioId, 'curate', 'catalogue');
      if (track.kind !== 'catalogue') throw new Error('a catalogue track without its album');
      const storageKeys = await db.transaction((tx) =>
        albums.removingTrack(tx, track.albumId, () =>
          audios.deleteUnlessKept(tx, audioId, 'This track'),
        ),
      );
      await audios.sweepFiles(storageKeys, 'catalogue track deleted');
    },
  };
}
export type CatalogueAudiosService = ReturnType<typeof createCatalogueAudiosService>;
