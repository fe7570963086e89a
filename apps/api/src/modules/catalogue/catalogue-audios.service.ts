import {
  catalogueAudioInfoSchema,
  type AdminCatalogueAudio,
  type CatalogueAudio,
  type CatalogueAudioListQuery,
  type ClientCatalogueAudio,
} from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { UploadPart } from '../../plugins/multipart';
import type { AudioFilesService } from '../audio/audio-files.types';
import { audioRowsOf, receiveAudioUpload } from '../audio/audio-uploads';
import type { FileSweeper } from '../audio/stored-files';
import { recordStoredFiles } from '../audio/stored-uploads';
import type { AudioReactionsService } from '../submissions/audio-reactions.service';
import type { AudiosService } from '../submissions/audios.service';
import { albumNotFound, type AlbumsService } from './albums.service';
import { albumsRepository } from './albums.repository';
import { catalogueAudiosRepository as repository } from './catalogue-audios.repository';
import { presentAdminTrack, presentClientTrack, presentTrack } from './catalogue.presenter';

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
   * A track is an audio: written, listed with its files, reached and deleted through the
   * audios service (with its deletion guard: a licensed track, or one a client is paying for,
   * stays).
   */
  audios: AudiosService;
  /** Clients' marks on the tracks and the admins' figures. */
  audioReactions: AudioReactionsService;
  audioFiles: AudioFilesService;
  sweep: FileSweeper;
}) {
  const { db, clock, albums, audios, audioReactions, audioFiles, sweep } = deps;

  return {
    /** Adds a track (an mp3 and/or a wav, and its catalogue info) to an album. */
    async addTrack(
      albumId: string,
      title: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<CatalogueAudio> {
      if (!(await albumsRepository.find(db, albumId))) throw albumNotFound();
      const { files, info } = await receiveAudioUpload(
        parts,
        catalogueAudioInfoSchema,
        audioFiles,
        sweep,
      );
      const entry = await recordStoredFiles(
        deps,
        files.map((file) => file.storageKey),
        async (tx) => {
          // Under the album's lock: an album deleted meanwhile takes no track.
          if (!(await albumsRepository.find(tx, albumId, { forUpdate: true }))) {
            throw albumNotFound();
          }
          const now = clock.now();
          const { durationSeconds, peaks, fileRows } = audioRowsOf(files, now);
          return audios.insertWithFiles(
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
      return presentTrack(entry);
    },

    /** An album's tracks that pass the filters: a client's marks on each, or the admins' figures. */
    async listOfAlbum(
      viewer: UserRow,
      albumId: string,
      query: CatalogueAudioListQuery,
    ): Promise<ClientCatalogueAudio[] | AdminCatalogueAudio[]> {
      await albums.findVisible(viewer, albumId);
      const entries = await audios.withFiles(await repository.listOfAlbum(db, albumId, query));
      const ids = entries.map((entry) => entry.audio.id);
      if (viewer.role === 'Client') {
        const marks = await audioReactions.marksOfClient(viewer.id, ids);
        return entries.map((entry) => presentClientTrack(entry, marks));
      }
      const stats = await audioReactions.statsOf(ids);
      return entries.map((entry) => presentAdminTrack(entry, stats.get(entry.audio.id)));
    },

    /**
     * Deletes a track (its reactions with it); its files go after the commit. A track a licence
     * relies on is refused (409), as a composer's licensed take is: deleting it would take its
     * offers and leave the licence's client without their files.
     */
    async deleteTrack(admin: UserRow, audioId: string): Promise<void> {
      await audios.findReachable(admin, audioId, 'curate', 'catalogue');
      const storageKeys = await db.transaction((tx) =>
        audios.deleteUnlessKept(tx, audioId, 'This track'),
      );
      await sweep(storageKeys, 'catalogue track deleted');
    },
  };
}
export type CatalogueAudiosService = ReturnType<typeof createCatalogueAudiosService>;
