import type {
  AdminAlbum,
  Album,
  CatalogueTrackAlbum,
  ImageLink,
  MediaLink,
} from '@cuebrief/shared';
import type { AlbumRow, AudioRow } from '../../db/schema';
import { toMilliseconds } from '../../lib/to-milliseconds';
import type { AlbumStats } from './albums.repository';
import type { FoundTrackAlbum } from './catalogue-audios.repository';

export type AlbumImages = { cover: ImageLink | null; thumbnail: MediaLink | null };

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
    publishedAt: row.publishedAt?.toISOString() ?? null,
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
    favoritesCount: stats?.favouritesCount ?? 0,
    offersCount: stats?.offersCount ?? 0,
  };
}

/**
 * A track: the audio module's view of it (plain, a client's or the admins') with what a track
 * carries besides: its album and the words clients search by.
 */
export function presentTrack<View>(view: View, audio: AudioRow) {
  if (!audio.albumId) throw new Error('a catalogue track without an album');
  return {
    ...view,
    albumId: audio.albumId,
    genre: audio.genre,
    mood: audio.mood,
    instruments: audio.instruments,
  };
}

/** The album a found track is on, as the catalogue's search names it. */
export function presentTrackAlbum(
  album: FoundTrackAlbum,
  images: AlbumImages,
): CatalogueTrackAlbum {
  return {
    id: album.id,
    title: album.title,
    published: album.published,
    cover: images.cover,
    thumbnail: images.thumbnail,
  };
}
