import {
  briefFitOf,
  encodeWaveform,
  statedMismatchesOf,
  type AdminAudio,
  type Audio,
  type AudioFile,
  type ClientAudio,
  type ComposerAudio,
  type FitBrief,
  type Offer,
} from '@cuebrief/shared';
import type { AudioFileRow, AudioReviewRow } from '../../db/schema';
import { toMilliseconds } from '../../lib/to-milliseconds';
import { presentAnalysis } from '../analysis/analysis.service';
import type { AudioStats, ClientMarks } from './audio-marks.repository';
import { audioTypeOf, type AudioWithFiles } from './audio.types';

function presentFile(row: AudioFileRow): AudioFile {
  return {
    kind: row.kind,
    bytes: row.bytes,
    durationSeconds: row.durationSeconds === null ? null : toMilliseconds(row.durationSeconds),
    sampleRate: row.sampleRate,
    channels: row.channels,
    bitRate: row.bitRate,
  };
}

/**
 * An audio as everyone sees it: never where its files are stored. With the brief of the request
 * a take answers, how it fits that brief (docs/contracts.md#brief-fit).
 */
export function presentAudio(
  { audio, files, analysis: row }: AudioWithFiles,
  brief?: FitBrief,
): Audio {
  const analysis = presentAnalysis(row);
  return {
    id: audio.id,
    audioType: audioTypeOf(audio),
    title: audio.title,
    description: audio.description,
    bpm: audio.bpm,
    key: audio.musicalKey,
    durationSeconds: toMilliseconds(audio.durationSeconds),
    waveform: encodeWaveform(audio.peaks),
    peaks: audio.peaks,
    files: files.map(presentFile),
    analysis,
    fit: brief ? briefFitOf(brief, analysis) : null,
    statedMismatches: statedMismatchesOf({ bpm: audio.bpm, key: audio.musicalKey }, analysis),
    takeId: audio.takeId,
    version: audio.version,
    versionNote: audio.versionNote,
    createdAt: audio.createdAt.toISOString(),
  };
}

/** Without stats (a take just uploaded) nobody has played, or licensed, it yet. */
export function presentComposerAudio(
  entry: AudioWithFiles,
  stats?: AudioStats,
  brief?: FitBrief,
): ComposerAudio {
  return {
    ...presentAudio(entry, brief),
    listenedAt: stats?.listenedAt?.toISOString() ?? null,
    isLicensed: stats?.isLicensed ?? false,
  };
}

/** An offer as its client sees it, on its own or as the latest mark on an audio. */
export function presentOffer(row: AudioReviewRow): Offer {
  return {
    id: row.id,
    audioId: row.audioId,
    price: row.priceCents / 100,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentClientAudio(
  entry: AudioWithFiles,
  marks: ClientMarks,
  brief?: FitBrief,
): ClientAudio {
  const offer = marks.latestOffers.get(entry.audio.id);
  return {
    ...presentAudio(entry, brief),
    isFavorite: marks.favourites.has(entry.audio.id),
    isListened: marks.listened.has(entry.audio.id),
    offer: offer ? presentOffer(offer) : null,
  };
}

export function presentAdminAudio(
  entry: AudioWithFiles,
  stats?: AudioStats,
  brief?: FitBrief,
): AdminAudio {
  return {
    ...presentAudio(entry, brief),
    listenedAt: stats?.listenedAt?.toISOString() ?? null,
    favoritesCount: stats?.favouritesCount ?? 0,
    offersCount: stats?.offersCount ?? 0,
  };
}
