import { encodeWaveform } from '@cuebrief/shared';
import type {
  AdminAudio,
  AdminSubmission,
  AdminTake,
  Audio,
  AudioFile,
  ClientAudio,
  ClientRequestSubmissions,
  ClientSubmission,
  ClientTake,
  ComposerAudio,
  ComposerRequest,
  ComposerSubmission,
  ComposerTake,
  Submission,
  TakeDecision,
  TimelineEvent,
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
 * D minor); its fit is left out unless a test gives one. It is the first version of take n
 * unless `changes` say otherwise (see laterVersion).
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
    waveform: encodeWaveform([0.2, 0.6, 0.9, 0.5, 0.3]),
    // Lists leave the peaks out (docs/contracts.md#waveforms): players draw the waveform.
    peaks: [],
    files: [mp3File, wavFile],
    analysis: measuredAnalysis(),
    fit: null,
    statedMismatches: [],
    takeId: uuidOf(700 + n),
    version: 1,
    versionNote: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...changes,
  };
}

/** Version `version` (2 and up) of take n, uploaded a day after the one before. */
export const laterVersion = (n: number, version: number, note: string | null = null) => ({
  id: uuidOf(7000 + n * 10 + version),
  takeId: uuidOf(700 + n),
  version,
  versionNote: note,
  createdAt: `2026-11-2${version}T12:00:00.000Z`,
});

/** What a take's entry adds to its latest version: nothing reviewed yet, unless given. */
type TakeReview<A> = {
  versions: A[];
  decision: TakeDecision | null;
  commentCount: number;
  lastEvent: TimelineEvent | null;
};

/** A take as the submission lists show it: its latest version, with every version under it. */
export function takeOf<A extends Audio>(
  latest: A,
  review: Partial<TakeReview<A>> & { earlier?: A[] } = {},
): A & TakeReview<A> {
  const { earlier = [], ...rest } = review;
  return {
    ...latest,
    versions: [latest, ...earlier],
    decision: null,
    commentCount: 0,
    lastEvent: null,
    ...rest,
  };
}

/** A decision on take n's version, as the take views carry it. */
export const decisionOf = (n: number, changes: Partial<TakeDecision> = {}): TakeDecision => ({
  audioId: uuidOf(700 + n),
  version: 1,
  state: 'shortlisted',
  reasons: [],
  note: null,
  decidedAt: '2026-11-22T10:00:00.000Z',
  ...changes,
});

/** A step of a take's history, with nothing said and nobody named unless given. */
export const timelineEventOf = (
  kind: TimelineEvent['kind'],
  changes: Partial<TimelineEvent> = {},
): TimelineEvent => ({
  kind,
  at: '2026-11-22T10:00:00.000Z',
  version: 1,
  audioId: uuidOf(701),
  actor: null,
  text: null,
  atSeconds: null,
  reasons: [],
  ...changes,
});

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
/** A submission's own fields besides the brief's: no asking price unless a test names one. */
const submissionDescriptive = { ...descriptive, askingPrice: null as number | null };

const requestOf = (n: number) => ({
  id: uuidOf(500 + n),
  title: `Trailer · 60 seconds · Cinematic ${n}`,
  state: 'open' as const,
  deadline: '2026-12-01',
  agencyName: 'Northlight Agency',
});

export function composerSubmissionOf(
  n: number,
  audios: ComposerTake[],
  changes: Partial<ComposerSubmission> = {},
): ComposerSubmission {
  return {
    ...submissionDescriptive,
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

/** Take n with one version as each role sees it (see takeOf for more versions or a review). */
export const composerTakeOf = (n: number, changes: Partial<ComposerAudio> = {}): ComposerTake =>
  takeOf(composerAudioOf(n, changes));
export const clientTakeOf = (n: number, changes: Partial<ClientAudio> = {}): ClientTake =>
  takeOf(clientAudioOf(n, changes));

export function clientGroupOf(
  n: number,
  submissions: ClientSubmission[],
): ClientRequestSubmissions {
  const { id, title, state, deadline } = requestOf(n);
  return { request: { id, title, state, deadline }, submissions };
}

export function clientSubmissionOf(
  n: number,
  audios: ClientTake[],
  changes: Partial<ClientSubmission> = {},
): ClientSubmission {
  return {
    ...submissionDescriptive,
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
export const adminTakeOf = (n: number, changes: Partial<AdminAudio> = {}): AdminTake =>
  takeOf(adminAudioOf(n, changes));

export function adminSubmissionOf(
  n: number,
  audios: AdminTake[],
  changes: Partial<AdminSubmission> = {},
): AdminSubmission {
  return {
    ...submissionDescriptive,
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

/**
 * The stored submission POST /composer/submit answers with (no audio yet): the body's `budget`
 * becomes its asking price.
 */
export const storedSubmissionOf = (
  requestId: string,
  { budget, ...body }: { budget?: number },
): Submission => ({
  ...submissionDescriptive,
  soundLike: null,
  trailerizationOf: null,
  brief: null,
  ...body,
  askingPrice: budget ?? null,
  id: uuidOf(650),
  requestId,
  audios: [],
});
