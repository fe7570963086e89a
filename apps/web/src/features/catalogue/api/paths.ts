import { API_PREFIX } from '@cuebrief/shared';

const id = (value: string) => encodeURIComponent(value);

/** Every address of the catalogue API (albums and their tracks), in one place. */
export const catalogueApi = {
  albums: `${API_PREFIX.request}/albums`,
  adminAlbums: `${API_PREFIX.request}/albums/admin`,
  album: (albumId: string) => `${API_PREFIX.request}/album/${id(albumId)}`,
  publish: (albumId: string) => `${API_PREFIX.request}/album/${id(albumId)}/publish`,
  unpublish: (albumId: string) => `${API_PREFIX.request}/album/${id(albumId)}/unpublish`,
  addAlbum: `${API_PREFIX.request}/add/album`,
  albumImage: (albumId: string) => `${API_PREFIX.request}/album/img/${id(albumId)}`,
  addTrack: (albumId: string) => `${API_PREFIX.request}/add/album/audio/${id(albumId)}`,
  tracks: (albumId: string) => `${API_PREFIX.request}/album/audio/from/all/${id(albumId)}`,
  track: (trackId: string) => `${API_PREFIX.request}/album/audio/${id(trackId)}`,
  searchTracks: `${API_PREFIX.request}/catalogue/tracks`,
} as const;
