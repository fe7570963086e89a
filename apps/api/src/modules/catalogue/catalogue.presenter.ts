import type {
  AdminAlbum,
  AdminCatalogueAudio,
  Album,
  CatalogueAudio,
  ClientCatalogueAudio,
  MediaLink,
} from '@cuebrief/shared';
import type { AlbumRow, AudioRow } from '../../db/schema';
import type { AudioStats, ClientMarks } from '../submissions/audio-reactions.repository';
import type { AudioWithFiles } from '../submissions/audios.repository';
import {
  presentAdminAudio,
  presentAudio,
  presentClientAudio,
  toMilliseconds,
} from '../submissions/submissions.presenter';
import type { AlbumStats } from './albums.repository';

export type AlbumImages = { cover: MediaLink | null; thumbnail: MediaLink | null };

export function presentAlbum(
  row: AlbumRow,
  stats: AlbumStats | undefined,
  images: AlbumImages,
): Album {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    published: row.published,
    cover: images.cover,
    thumbnail: images.thumbnail,
    tracksCount: stats?.tracksCount ?? 0,
    durationSeconds: toMilliseconds(stats?.durationSeconds ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAdminAlbum(
  row: AlbumRow,
  stats: AlbumStats | undefined,
  images: AlbumImages,
): AdminAlbum {
  return {
    ...presentAlbum(row, stats, images),
    favoritesCount: stats?.favoritesCount ?? 0,
    offersCount: stats?.offersCount ?? 0,
  };
}

/** What a track carries besides an audio's fields: its album and the words clients search by. */
function catalogueFieldsOf(audio: AudioRow) {
  if (!audio.albumId) throw new Error('a catalogue track without an album');
  return {
    albumId: audio.albumId,
    genre: audio.genre,
    mood: audio.mood,
    instruments: audio.instruments,
  };
}

export function presentTrack(entry: AudioWithFiles): CatalogueAudio {
  return { ...presentAudio(entry), ...catalogueFieldsOf(entry.audio) };
}

export function presentClientTrack(
  entry: AudioWithFiles,
  marks: ClientMarks,
): ClientCatalogueAudio {
  return { ...presentClientAudio(entry, marks), ...catalogueFieldsOf(entry.audio) };
}

export function presentAdminTrack(
  entry: AudioWithFiles,
  stats: AudioStats | undefined,
): AdminCatalogueAudio {
  return { ...presentAdminAudio(entry, stats), ...catalogueFieldsOf(entry.audio) };
}
