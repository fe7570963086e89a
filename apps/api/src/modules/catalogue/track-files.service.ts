import type { CatalogueAudio } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UploadPart } from '../../lib/upload-part';
import type { AudiosService } from '../audio/audios.service';
import { albumsRepository } from './albums.repository';
import { presentTrack } from './catalogue.presenter';

const trackNotFound = () => new AppError('NOT_FOUND', 'There is no such audio.');

/**
 * A catalogue track's files sent one at a time (docs/contracts.md#audio-file-uploads): the
 * track is made with its first file (POST /add/album/audio/{albumId}), and the mp3 or wav it
 * lacks comes after on its own, so an admin can cancel and send again each file by itself.
 */
export function createTrackFilesService(deps: { audios: AudiosService }) {
  const { audios } = deps;
  return {
    /** Adds the mp3 or the wav a track lacks (409 when it has it); any other audio is 404. */
    async addFile(
      admin: UserRow,
      audioId: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<CatalogueAudio> {
      await audios.findReachable(admin, audioId, 'curate', 'catalogue');
      const entry = await audios.attachPlayableFile(parts, {
        lockAudio: async (tx) => {
          const found = await audios.findInTransaction(tx, audioId);
          if (found?.kind !== 'catalogue') throw trackNotFound();
          // Under the album's lock, as a new track is: an album deleted meanwhile takes no file.
          if (!(await albumsRepository.find(tx, found.albumId, { forUpdate: true }))) {
            throw trackNotFound();
          }
          return found.audio;
        },
      });
      return presentTrack(audios.viewOf(entry), entry.audio);
    },
  };
}
export type TrackFilesService = ReturnType<typeof createTrackFilesService>;
