import {
  PLAYBACK_URL_TTL_SECONDS,
  audioInfoSchema,
  type AudioFileKind,
  type AudioInfo,
  type AudioType,
  type ComposerAudio,
  type MediaLink,
} from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AudioRow, NewAudioRow, SubmissionRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UploadPart } from '../../plugins/multipart';
import type { AudioFilesService } from '../audio/audio-files.types';
import { playableFileOf } from '../audio/playable-file';
import type { RequestsService } from '../requests/requests.service';
import { audioNotFound, findOwnTake, findReachableAudio } from './audio-access';
import { audioReactionsRepository as reactions } from './audio-reactions.repository';
import {
  audioRowsOf,
  receiveAudioUpload,
  receiveStemsUpload,
  type ReceivedAudio,
} from '../audio/audio-uploads';
import {
  audiosRepository as repository,
  type AudioWithFiles,
  type NewFile,
} from './audios.repository';
import { presentComposerAudio } from './submissions.presenter';
import type { AudioAction } from './submissions.policy';
import { submissionsRepository as submissions } from './submissions.repository';
import type { FileSweeper } from '../audio/stored-files';

const submissionNotFound = () => new AppError('NOT_FOUND', 'There is no such submission.');

const FILE_NAMES: Record<AudioFileKind, string> = {
  mp3: 'MP3',
  wav: 'WAV',
  stems: 'stems',
};
const EXTENSIONS: Record<AudioFileKind, string> = { mp3: '.mp3', wav: '.wav', stems: ' stems.zip' };

/** A file name to save a download under: the title, without what a file system would refuse. */
function downloadName(title: string, kind: AudioFileKind): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'audio';
  return `${base}${EXTENSIONS[kind]}`;
}

/**
 * Another module's say in deleting an audio (a take or a catalogue track), asked inside the
 * delete's transaction: why the audio must stay ("is licensed, …"), or nothing. A reason rather
 * than a throw, so account removal can keep what others rely on and delete the rest.
 */
export type DeletionGuard = (tx: DbOrTx, audioId: string) => Promise<string | undefined>;

/**
 * A composer's takes and their files (product.md §5): uploads stream into storage, the rows
 * that record them are written in one transaction afterwards, and whatever fails on the way
 * leaves neither a row nor a file. Playing and downloading hand out signed links.
 */
export function createAudiosService(deps: {
  db: Db;
  clock: Clock;
  requests: RequestsService;
  audioFiles: AudioFilesService;
  sweep: FileSweeper;
}) {
  const { db, clock, requests, audioFiles, sweep } = deps;
  /** Registered by modules that rely on a take (see guardDeletion). */
  const deletionGuards: DeletionGuard[] = [];

  /** Why another module needs the audio kept, asked in `tx`; nothing when it may go. */
  async function reasonToKeep(tx: DbOrTx, audioId: string): Promise<string | undefined> {
    for (const guard of deletionGuards) {
      const reason = await guard(tx, audioId);
      if (reason) return reason;
    }
    return undefined;
  }

  /** Refuses (409) to delete an audio another module relies on; `subject` names it. */
  async function assertDeletable(tx: DbOrTx, audioId: string, subject: string): Promise<void> {
    const reason = await reasonToKeep(tx, audioId);
    if (reason)
      throw new AppError('INVALID_STATE', `${subject} ${reason}, so it cannot be deleted.`);
  }

  /**
   * Deletes an audio of any kind (its reactions with it) in `tx`, unless another module relies
   * on it (409; `subject` names it); 404 when it is already gone, deleted meanwhile by another
   * call. The storage keys of its files, to sweep after the commit.
   */
  async function deleteUnlessKept(tx: DbOrTx, audioId: string, subject: string): Promise<string[]> {
    await assertDeletable(tx, audioId, subject);
    const deleted = await repository.deleteAudio(tx, audioId);
    if (!deleted) throw audioNotFound();
    return deleted.storageKeys;
  }

  async function findOwnSubmission(composer: UserRow, id: string) {
    const submission = await submissions.findOwn(db, composer.id, id);
    if (!submission) throw submissionNotFound();
    return submission;
  }

  /**
   * Writes the rows of a received take in one transaction, under the submission's lock so its
   * count of takes (and so the request's count of visible submissions) stays true.
   */
  async function recordAudio(
    composer: UserRow,
    submission: SubmissionRow,
    title: string,
    { files, info }: ReceivedAudio<AudioInfo>,
  ): Promise<AudioWithFiles> {
    // A long upload may have outlasted the request's deadline.
    await requests.getRequestTakingSubmissions(submission.requestId);
    return db.transaction(async (tx) => {
      const locked = await submissions.findOwn(tx, composer.id, submission.id, {
        forUpdate: true,
      });
      if (!locked) throw submissionNotFound();
      const isFirst = (await repository.countOfSubmission(tx, submission.id)) === 0;
      const now = clock.now();
      const { durationSeconds, peaks, fileRows } = audioRowsOf(files, now);
      const stored = await repository.insertWithFiles(
        tx,
        {
          submissionId: submission.id,
          title,
          description: info.description ?? null,
          bpm: info.bpm ?? null,
          musicalKey: info.key ?? null,
          durationSeconds,
          peaks,
          createdAt: now,
        },
        fileRows,
      );
      if (isFirst) {
        await requests.addToSubmissionsCounts(tx, [{ requestId: submission.requestId, delta: 1 }]);
      }
      return stored;
    });
  }

  async function composerAudio(entry: AudioWithFiles): Promise<ComposerAudio> {
    const stats = await reactions.statsOf(db, [entry.audio.id]);
    return presentComposerAudio(entry, stats.get(entry.audio.id));
  }

  return {
    /**
     * Lets another module refuse the deletion of a take it relies on, in the delete's own
     * transaction, so that module needs no hook in this one's code and this one none of it.
     */
    guardDeletion(guard: DeletionGuard): void {
      deletionGuards.push(guard);
    },

    reasonToKeep,

    /**
     * The audio `viewer` may take `action` on, of `audioType` when given; anything else is 404.
     * For the modules whose music is an audio too (the catalogue's tracks).
     */
    findReachable: (viewer: UserRow, audioId: string, action: AudioAction, audioType?: AudioType) =>
      findReachableAudio(db, viewer, audioId, action, audioType),

    /**
     * Writes an audio and its file rows in the caller's transaction, for a module that owns the
     * audio's parent (an album), so that module's lock on the parent covers the insert.
     */
    insertWithFiles: (tx: DbOrTx, audio: NewAudioRow, files: NewFile[]): Promise<AudioWithFiles> =>
      repository.insertWithFiles(tx, audio, files),

    deleteUnlessKept,

    /**
     * The audios given, each with its files: for a module that lists audios of its own parents
     * (an album's tracks, the placements' music).
     */
    withFiles: (rows: AudioRow[]): Promise<AudioWithFiles[]> => repository.withFiles(db, rows),

    /**
     * Adds a take to a composer's own submission while its request is open: an mp3 and/or a
     * wav (the wav, the master, gives the duration and the waveform when both come) and what
     * the composer says of it. The first take makes the submission visible to the client.
     */
    async addAudio(
      composer: UserRow,
      submissionId: string,
      title: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<ComposerAudio> {
      const submission = await findOwnSubmission(composer, submissionId);
      await requests.getRequestTakingSubmissions(submission.requestId);
      const upload = await receiveAudioUpload(parts, audioInfoSchema, audioFiles, sweep);
      const entry = await recordAudio(composer, submission, title, upload).catch(
        async (error: unknown) => {
          await sweep(
            upload.files.map((file) => file.storageKey),
            'audio upload not recorded',
          );
          throw error;
        },
      );
      return presentComposerAudio(entry);
    },

    /** Stores a zip of stems for a composer's own take, in place of any before it. */
    async replaceStems(
      composer: UserRow,
      audioId: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<ComposerAudio> {
      const owned = await findOwnTake(db, composer, audioId);
      const received = await receiveStemsUpload(parts, audioFiles, sweep);
      const { entry, replacedKey } = await db
        .transaction(async (tx) => {
          // Under the submission's lock, as a delete of this audio is: one waits for the other.
          await submissions.findOwn(tx, composer.id, owned.submissionId, { forUpdate: true });
          const found = await findOwnTake(tx, composer, audioId);
          const { files, replacedKey } = await repository.replaceStems(tx, audioId, {
            kind: 'stems',
            storageKey: received.storageKey,
            bytes: received.bytes,
            createdAt: clock.now(),
          });
          return { entry: { audio: found.audio, files }, replacedKey };
        })
        .catch(async (error: unknown) => {
          await sweep([received.storageKey], 'stems upload not recorded');
          throw error;
        });
      await sweep(replacedKey ? [replacedKey] : [], 'stems replaced');
      return composerAudio(entry);
    },

    /**
     * Deletes a composer's own take with its files. The submission stays; when it has no take
     * left, its client no longer sees it.
     */
    async deleteAudio(composer: UserRow, audioId: string): Promise<void> {
      const found = await findOwnTake(db, composer, audioId);
      const keys = await db.transaction(async (tx) => {
        await submissions.findOwn(tx, composer.id, found.submissionId, { forUpdate: true });
        // Deleted meanwhile by another call (404): that call counted it.
        const storageKeys = await deleteUnlessKept(tx, audioId, 'This audio');
        if ((await repository.countOfSubmission(tx, found.submissionId)) === 0) {
          await requests.addToSubmissionsCounts(tx, [{ requestId: found.requestId, delta: -1 }]);
        }
        return storageKeys;
      });
      await sweep(keys, 'audio deleted');
    },

    /**
     * A signed link to listen to a take (its mp3, else its wav). A client's first link is the
     * moment they pressed play: it is recorded once as their listen.
     */
    async play(viewer: UserRow, audioId: string): Promise<MediaLink> {
      await findReachableAudio(db, viewer, audioId, 'play');
      const files = await repository.filesOf(db, audioId);
      const playable = playableFileOf(files);
      if (!playable) throw new AppError('NOT_FOUND', 'This audio has no file to play.');
      const link = await audioFiles.linkTo(playable.storageKey, {
        ttlSeconds: PLAYBACK_URL_TTL_SECONDS,
      });
      if (viewer.role === 'Client') {
        await reactions.recordListen(db, { clientId: viewer.id, audioId, now: clock.now() });
      }
      return link;
    },

    /**
     * Signed links that save each file an audio has, of any kind of audio, valid for
     * `ttlSeconds`: for a caller that has already decided who may have them (a licence's
     * client). An audio that is gone has none.
     */
    async fileLinksOf(
      audioId: string,
      ttlSeconds: number,
    ): Promise<Partial<Record<AudioFileKind, MediaLink>>> {
      const found = await repository.findInContext(db, audioId);
      if (!found) return {};
      const links: Partial<Record<AudioFileKind, MediaLink>> = {};
      for (const file of await repository.filesOf(db, audioId)) {
        links[file.kind] = await audioFiles.linkTo(file.storageKey, {
          downloadName: downloadName(found.audio.title, file.kind),
          ttlSeconds,
        });
      }
      return links;
    },

    /** A signed link that saves one file of a take as `<title>.<kind>`. */
    async download(viewer: UserRow, audioId: string, kind: AudioFileKind): Promise<MediaLink> {
      const found = await findReachableAudio(db, viewer, audioId, 'download');
      const file = (await repository.filesOf(db, audioId)).find((f) => f.kind === kind);
      if (!file) throw new AppError('NOT_FOUND', `This audio has no ${FILE_NAMES[kind]} file.`);
      return audioFiles.linkTo(file.storageKey, {
        downloadName: downloadName(found.audio.title, kind),
      });
    },
  };
}
export type AudiosService = ReturnType<typeof createAudiosService>;
