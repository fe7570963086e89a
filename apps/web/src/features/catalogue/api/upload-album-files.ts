import {
  API_PREFIX,
  type Album,
  type CatalogueAudio,
  type CatalogueAudioInfo,
} from '@cuebrief/shared';
import { audioFileFields, type AudioFiles } from '../../../domain/audio/upload/audio-files';
import { upload } from '../../../lib/upload/upload';
import type { UploadControls } from '../../../components/upload/use-upload';
import { catalogueApi } from './paths';

/** POST /album/img/{id}: the album's cover (png, jpeg or webp); answers with the album. */
export function uploadAlbumCover(
  albumId: string,
  file: File,
  controls: UploadControls,
): Promise<Album> {
  return upload<Album>(catalogueApi.albumImage(albumId), { fields: { file }, ...controls });
}

/**
 * POST /add/album/audio/{id}?title=: one track, as its mp3 and/or wav and what clients search it
 * by (`infoData`, JSON text). One request, so its progress is the files'.
 */
export function uploadAlbumTrack(
  albumId: string,
  track: { title: string; files: AudioFiles; info: CatalogueAudioInfo },
  controls: UploadControls,
): Promise<CatalogueAudio> {
  return upload<CatalogueAudio>(catalogueApi.addTrack(albumId), {
    query: { title: track.title },
    fields: { infoData: JSON.stringify(track.info), ...audioFileFields(track.files) },
    ...controls,
  });
}

/**
 * POST /album/audio/{id}/file: the mp3 or the wav a track lacks, on its own, so each file of a
 * track can be cancelled and sent again by itself (decision 045).
 */
export function uploadAlbumTrackFile(
  trackId: string,
  kind: 'mp3' | 'wav',
  file: File,
  controls: UploadControls,
): Promise<CatalogueAudio> {
  const path = `${API_PREFIX.request}/album/audio/${encodeURIComponent(trackId)}/file`;
  return upload<CatalogueAudio>(path, {
    fields: audioFileFields({
      mp3: kind === 'mp3' ? file : null,
      wav: kind === 'wav' ? file : null,
    }),
    ...controls,
  });
}
