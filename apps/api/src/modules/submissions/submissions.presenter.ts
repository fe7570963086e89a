import type {
  AdminAudio,
  AdminOffer,
  Audio,
  AudioFile,
  ClientAudio,
  ComposerAudio,
  Offer,
  Submission,
} from '@cuebrief/shared';
import type { AudioFileRow, AudioReviewRow, RequestRow, SubmissionRow } from '../../db/schema';
import { stateAt } from '../requests/requests.policy';
import type { AudioWithFiles } from './audios.repository';
import type { AudioStats, ClientMarks, OfferWithClient } from './audio-reactions.repository';
import { audioTypeOf } from './submissions.policy';

/** Durations are stored as 4-byte reals; a millisecond is finer than anyone hears. */
export const toMilliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

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

/** An audio as everyone sees it: never where its files are stored. */
export function presentAudio({ audio, files }: AudioWithFiles): Audio {
  return {
    id: audio.id,
    audioType: audioTypeOf(audio),
    title: audio.title,
    description: audio.description,
    bpm: audio.bpm,
    key: audio.musicalKey,
    durationSeconds: toMilliseconds(audio.durationSeconds),
    peaks: audio.peaks,
    files: files.map(presentFile),
    createdAt: audio.createdAt.toISOString(),
  };
}

/** Without stats (a take just uploaded) nobody has played, or licensed, it yet. */
export function presentComposerAudio(entry: AudioWithFiles, stats?: AudioStats): ComposerAudio {
  return {
    ...presentAudio(entry),
    listenedAt: stats?.listenedAt?.toISOString() ?? null,
    isLicensed: stats?.isLicensed ?? false,
  };
}

export function presentOffer(row: AudioReviewRow): Offer {
  return {
    id: row.id,
    audioId: row.audioId,
    price: row.priceCents / 100,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentClientAudio(entry: AudioWithFiles, marks: ClientMarks): ClientAudio {
  const offer = marks.latestOffers.get(entry.audio.id);
  return {
    ...presentAudio(entry),
    isFavorite: marks.favorites.has(entry.audio.id),
    isListened: marks.listened.has(entry.audio.id),
    offer: offer ? presentOffer(offer) : null,
  };
}

export function presentAdminAudio(entry: AudioWithFiles, stats?: AudioStats): AdminAudio {
  return {
    ...presentAudio(entry),
    listenedAt: stats?.listenedAt?.toISOString() ?? null,
    favoritesCount: stats?.favoritesCount ?? 0,
    offersCount: stats?.offersCount ?? 0,
  };
}

/** What the composer wrote about their music; the audios are added by each view. */
export function presentSubmissionFields(row: SubmissionRow): Omit<Submission, 'audios'> {
  return {
    id: row.id,
    requestId: row.requestId,
    category: row.category,
    length: row.length,
    genre: row.genre,
    mood: row.mood,
    keywords: row.keywords,
    instrumentation: row.instrumentation,
    tempo: [row.tempoMin, row.tempoMax],
    key: row.key,
    soundLike: row.soundLike,
    references: row.references,
    trailerizationOf: row.trailerizationOf,
    brief: row.brief,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The request a submission answers, in a line: never its client's contact details. */
export function presentRequestLine(request: RequestRow, now: Date) {
  return {
    id: request.id,
    title: request.title,
    state: stateAt(request, now),
    deadline: request.deadline,
  };
}

/** The request line composers and admins see: with the agency's name, never who to contact. */
export function presentRequestWithAgency(
  line: { request: RequestRow; agencyName: string | null },
  now: Date,
) {
  return { ...presentRequestLine(line.request, now), agencyName: line.agencyName?.trim() || null };
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function presentAdminOffer({ offer, client }: OfferWithClient): AdminOffer {
  return {
    ...presentOffer(offer),
    client: {
      id: client.id,
      name: fullName(client),
      email: client.email,
      agencyName: client.agencyName?.trim() || null,
    },
  };
}
