import type { AudioType, FitBrief } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import type { AudioAnalysisRow, AudioFileRow, AudioRow, NewAudioFileRow } from '../../db/schema';

// What the modules that take uploads of audio and images read: the shapes their routes accept
// and the limits their refusals quote.
export {
  AUDIO_UPLOAD_SHAPE,
  IMAGE_UPLOAD_SHAPE,
  PLAYABLE_FILE_UPLOAD_SHAPE,
  STEMS_UPLOAD_SHAPE,
  type ReceivedAudio,
} from './audio-uploads.service';
export { sizeText } from './audio-refusals';
export { STEMS_ZIP_LIMITS } from './inspect/zip-rules';
// The file a player loads of an audio, for a module that streams one itself (a share link).
export { playableFileOf } from './playable-file';
// What a list's audio views carry of the waveform, for the modules whose lists hold audio.
export { listedPeaks } from './listed-peaks';

/**
 * What other modules read of an audio: its rows in context and the kinds of things done with
 * it. The audio module's public face is this file and audios.service.ts.
 */

/** A take, with what decides who may reach it: its submission, composer and request. */
export type TakeInContext = {
  kind: 'submission';
  audio: AudioRow;
  submissionId: string;
  composerId: string;
  requestId: string;
  requestTitle: string;
  clientId: string;
};
/** A catalogue track with its album: clients reach it while the album is published. */
export type TrackInContext = {
  kind: 'catalogue';
  audio: AudioRow;
  albumId: string;
  albumTitle: string;
  published: boolean;
};
/** A placement's music: public through the placement, otherwise the admins'. */
export type PlacementAudioInContext = { kind: 'placement'; audio: AudioRow; placementId: string };

/** An audio with its parent, whose kind decides who may reach it. */
export type AudioInContext = TakeInContext | TrackInContext | PlacementAudioInContext;

/**
 * An audio with its files and the analysis of its master file (null when that file has no row
 * yet: stored before analysis existed, until the backfill reaches it).
 */
export type AudioWithFiles = {
  audio: AudioRow;
  files: AudioFileRow[];
  analysis: AudioAnalysisRow | null;
};
/**
 * The brief a take answers, for the views that show how it fits (docs/contracts.md#brief-fit);
 * undefined for an audio that answers no brief (a catalogue track, a placement's music).
 */
export type BriefOf = (entry: AudioWithFiles) => FitBrief | undefined;
export type NewFile = Omit<NewAudioFileRow, 'audioId'>;

/** What someone does with an audio. */
export type AudioAction =
  /** Get a link to listen. */
  | 'play'
  /** Get a link to save one of its files. */
  | 'download'
  /** Add stems, delete it. */
  | 'manage'
  /** Favourite it, offer a price for it. */
  | 'react'
  /** Read the offers made for it. */
  | 'readOffers'
  /** Delete a catalogue track or a placement's music. */
  | 'curate';

/**
 * Another module's say in deleting an audio (a take or a catalogue track), asked inside the
 * delete's transaction: why the audio must stay ("is licensed, …"), or nothing. A reason rather
 * than a throw, so account removal can keep what others rely on and delete the rest.
 */
export type DeletionGuard = (tx: DbOrTx, audioId: string) => Promise<string | undefined>;

/**
 * Which kind of audio a row is: the parent column that is set tells (decision 010). A
 * placement's music is none of the kinds clients react to, and is never asked for its type.
 */
export function audioTypeOf(audio: Pick<AudioRow, 'submissionId' | 'albumId'>): AudioType {
  if (audio.submissionId !== null) return 'submission';
  if (audio.albumId !== null) return 'catalogue';
  throw new Error('an audio that is neither a take nor a catalogue track');
}

/** The master of an audio's files, whose measurements stand for it: the wav when both came. */
export function masterFileOf<F extends Pick<AudioFileRow, 'kind'>>(
  files: readonly F[],
): F | undefined {
  return files.find((file) => file.kind === 'wav') ?? files.find((file) => file.kind === 'mp3');
}
