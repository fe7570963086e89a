import type {
  AdminAudio,
  AdminSubmission,
  Audio,
  AudioFile,
  ClientAudio,
  ClientRequestSubmissions,
  ClientSubmission,
  ComposerAudio,
  ComposerRequest,
  ComposerSubmission,
  Submission,
} from '@cuebrief/shared';
import { measuredAnalysis } from '../../test/analysis';
import { uuidOf } from '../../test/fake-api';

const MB = 1024 * 1024;

export const mp3File: AudioFile = {
  kind: 'mp3',
  bytes: 4 * MB,
  durationSeconds: 200,
  sampleRate: 44100,
  channels: 2,
  bitRate: 320000,
};
export const wavFile: AudioFile = { ...mp3File, kind: 'wav', bytes: 35 * MB, bitRate: null };
export const stemsFile: AudioFile = {
  kind: 'stems',
  bytes: 120 * MB,
  durationSeconds: null,
  sampleRate: null,
  channels: null,
  bitRate: null,
};

/**
 * An audio of a submission, 3:20 long, with an mp3 and a wav, measured as stated (120 BPM,
 * D minor); its fit is left out unless a test gives one.
 */
export function audioOf(n: number, changes: Partial<Audio> = {}): Audio {
  return {
    id: uuidOf(700 + n),
    audioType: 'submission',
    title: `Take ${n}`,
    description: null,
    bpm: 120,
    key: 'D minor',
    durationSeconds: 200,
    peaks: [0.2, 0.6, 0.9, 0.5, 0.3],
    files: [mp3File, wavFile],
    analysis: measuredAnalysis(),
    fit: null,
    statedMismatches: [],
    createdAt: '2026-11-20T12:00:00.000Z',
    ...changes,
  };
}

const descriptive = {
  category: ['Trailer'],
  length: ['60 seconds'],
  genre: ['Cinematic'],
  mood: ['Epic'],
  keywords: ['braams'],
  instrumentation: ['Strings'],
  tempo: [90, 120] as [number, number],
  key: ['D minor'],
  soundLike: null,
  references: [],
  trailerizationOf: null,
  brief: 'Two versions: full and a 30-second cut.',
  createdAt: '2026-11-20T12:00:00.000Z',
};

const requestOf = (n: number) => ({
  id: uuidOf(500 + n),
  title: `Trailer · 60 seconds · Cinematic ${n}`,
  state: 'open' as const,
  deadline: '2026-12-01',
  agencyName: 'Northlight Agency',
});

export function composerSubmissionOf(
  n: number,
  audios: ComposerAudio[],
  changes: Partial<ComposerSubmission> = {},
): ComposerSubmission {
  return {
    ...descriptive,
    id: uuidOf(600 + n),
    requestId: uuidOf(500 + n),
    request: requestOf(n),
    audios,
    ...changes,
  };
}

export const composerAudioOf = (
  n: number,
  changes: Partial<ComposerAudio> = {},
): ComposerAudio => ({
  ...audioOf(n),
  listenedAt: null,
  isLicensed: false,
  ...changes,
});

export const clientAudioOf = (n: number, changes: Partial<ClientAudio> = {}): ClientAudio => ({
  ...audioOf(n),
  isFavorite: false,
  isListened: false,
  offer: null,
  ...changes,
});

export function clientGroupOf(
  n: number,
  submissions: ClientSubmission[],
): ClientRequestSubmissions {
  const { id, title, state, deadline } = requestOf(n);
  return { request: { id, title, state, deadline }, submissions };
}

export function clientSubmissionOf(
  n: number,
  audios: ClientAudio[],
  changes: Partial<ClientSubmission> = {},
): ClientSubmission {
  return {
    ...descriptive,
    id: uuidOf(600 + n),
    requestId: uuidOf(500 + n),
    composerName: 'Lena Fischer',
    audios,
    ...changes,
  };
}

export const adminAudioOf = (n: number, changes: Partial<AdminAudio> = {}): AdminAudio => ({
  ...audioOf(n),
  listenedAt: null,
  favoritesCount: 0,
  offersCount: 0,
  ...changes,
});

export function adminSubmissionOf(
  n: number,
  audios: AdminAudio[],
  changes: Partial<AdminSubmission> = {},
): AdminSubmission {
  return {
    ...descriptive,
    id: uuidOf(600 + n),
    requestId: uuidOf(500 + n),
    request: requestOf(n),
    composer: { id: uuidOf(900 + n), name: 'Lena Fischer', email: 'lena@composers.example' },
    audios,
    ...changes,
  };
}

export { adminOfferOf } from '../../test/offers';

/** A signed link as POST /audio/{id}/play answers it, valid for an hour. */
export const playLinkOf = (audioId: string) => ({
  url: `https://media.test/${audioId}.mp3?signature=1`,
  expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
});

/** An open brief as a composer reads it, to submit music to. */
export function openRequestOf(n: number, changes: Partial<ComposerRequest> = {}): ComposerRequest {
  const { id, title, deadline, agencyName } = requestOf(n);
  return {
    ...descriptive,
    id,
    title,
    deadline,
    agencyName,
    state: 'open',
    budget: 2500,
    closesAt: `${deadline}T23:59:59.999Z`,
    genre: ['Cinematic', 'Orchestral'],
    mood: ['Epic', 'Tense'],
    soundLike: 'Hans Zimmer',
    references: ['https://video.example/ref-1'],
    trailerizationOf: 'Mad World',
    brief: 'A rising trailer cue for a sci-fi film.',
    createdAt: '2026-11-20T09:00:00.000Z',
    ...changes,
  };
}

/** The stored submission POST /composer/submit answers with (no audio yet). */
export const storedSubmissionOf = (requestId: string, body: object): Submission => ({
  ...descriptive,
  soundLike: null,
  trailerizationOf: null,
  brief: null,
  ...body,
  id: uuidOf(650),
  requestId,
  audios: [],
});
