import { encodeWaveform } from '@cuebrief/shared';
import type {
  AdminAlbum,
  AdminCatalogueAudio,
  AdminFoundTrack,
  Album,
  AudioFile,
  CatalogueTrackAlbum,
  ClientCatalogueAudio,
  ClientFoundTrack,
} from '@cuebrief/shared';
import { measuredAnalysis } from '../../test/analysis';
import { uuidOf } from '../../test/fake-api';

const mp3: AudioFile = {
  kind: 'mp3',
  bytes: 4 * 1024 * 1024,
  durationSeconds: 150,
  sampleRate: 44100,
  channels: 2,
  bitRate: 320000,
};

/** A published album of three tracks, 7:30 in all, with no image yet. */
export const albumOf = (n: number, changes: Partial<Album> = {}): Album => ({
  id: uuidOf(300 + n),
  title: `Album ${n}`,
  description: null,
  published: true,
  publishedAt: '2026-11-20T12:00:00.000Z',
  cover: null,
  thumbnail: null,
  tracksCount: 3,
  durationSeconds: 450,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...changes,
});

export const adminAlbumOf = (n: number, changes: Partial<AdminAlbum> = {}): AdminAlbum => ({
  ...albumOf(n),
  favoritesCount: 0,
  offersCount: 0,
  ...changes,
});

const trackOf = (n: number) => ({
  id: uuidOf(400 + n),
  audioType: 'catalogue' as const,
  albumId: uuidOf(301),
  title: `Track ${n}`,
  description: null,
  bpm: 120,
  key: 'D minor',
  durationSeconds: 150,
  waveform: encodeWaveform([0.2, 0.6, 0.9, 0.5, 0.3]),
  // Lists leave the peaks out (docs/contracts.md#waveforms): players draw the waveform.
  peaks: [],
  files: [mp3],
  analysis: measuredAnalysis({ durationSeconds: 150 }),
  fit: null,
  statedMismatches: [],
  takeId: null,
  version: null,
  versionNote: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  genre: ['Cinematic'],
  mood: ['Epic'],
  instruments: ['Strings'],
});

export const clientTrackOf = (
  n: number,
  changes: Partial<ClientCatalogueAudio> = {},
): ClientCatalogueAudio => ({
  ...trackOf(n),
  isFavorite: false,
  isListened: false,
  offer: null,
  ...changes,
});

export const adminTrackOf = (
  n: number,
  changes: Partial<AdminCatalogueAudio> = {},
): AdminCatalogueAudio => ({
  ...trackOf(n),
  listenedAt: null,
  favoritesCount: 0,
  offersCount: 0,
  ...changes,
});

/** The album a found track names: album 1, published, without an image. */
export const trackAlbumOf = (changes: Partial<CatalogueTrackAlbum> = {}): CatalogueTrackAlbum => ({
  id: uuidOf(301),
  title: 'Album 1',
  published: true,
  cover: null,
  thumbnail: null,
  ...changes,
});

/** A track the catalogue's search found, as a client gets it. */
export const clientFoundTrackOf = (
  n: number,
  changes: Partial<ClientFoundTrack> = {},
): ClientFoundTrack => ({ ...clientTrackOf(n), album: trackAlbumOf(), ...changes });

/** A track the catalogue's search found, as an admin gets it. */
export const adminFoundTrackOf = (
  n: number,
  changes: Partial<AdminFoundTrack> = {},
): AdminFoundTrack => ({ ...adminTrackOf(n), album: trackAlbumOf(), ...changes });
