import type { z } from 'zod';
import type { FitBrief } from '@cuebrief/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { NewAudioRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UploadPart } from '../../lib/upload-part';
import type { AudioWithFiles, ReceivedAudio } from '../audio/audio.types';
import type { AudiosService } from '../audio/audios.service';
import type { RequestsService } from '../requests/requests.service';
import { submissionsRepository as submissions } from './submissions.repository';

export const submissionNotFound = () => new AppError('NOT_FOUND', 'There is no such submission.');

/** Where an upload goes: a composer's submission and the request it answers. */
export type UploadTarget = { submissionId: string; requestId: string };

/** What a version says of itself besides its files (a new take is version 1 of its own). */
export type VersionFields = Pick<
  NewAudioRow,
  'id' | 'takeId' | 'version' | 'title' | 'description' | 'bpm' | 'musicalKey' | 'versionNote'
>;

/**
 * What a composer's uploads of music to a submission share, a new take and a new version of a
 * take alike (docs/contracts.md#audio-uploads): the request must take submissions before a byte
 * is read and again once the files are stored (a long upload may outlast it); the rows are
 * written in one transaction under the submission's lock, so its count of takes and a take's
 * version numbers stay true whatever runs beside it; and whatever fails on the way leaves
 * neither a row nor a file.
 */
export function createTakeUploads(deps: {
  db: Db;
  clock: Clock;
  requests: RequestsService;
  audios: AudiosService;
}) {
  const { db, clock, requests, audios } = deps;

  return {
    /**
     * Streams the upload's files into storage, then hands them to `record`, which writes the
     * rows in the transaction that holds the submission's lock. The brief the music answers
     * comes back too, read as the request stands now.
     */
    async receiveAndRecord<S extends z.ZodType, T>(
      composer: UserRow,
      target: UploadTarget,
      parts: AsyncIterable<UploadPart>,
      infoSchema: S,
      record: (tx: Tx, upload: ReceivedAudio<z.output<S>>) => Promise<T>,
      /** A new take needs the request taking submissions; a version, only the request open. */
      gate: 'submissions' | 'revisions' = 'submissions',
    ): Promise<{ recorded: T; brief: FitBrief }> {
      const check = (id: string) =>
        gate === 'submissions'
          ? requests.getRequestTakingSubmissions(id)
          : requests.getRequestTakingRevisions(id);
      await check(target.requestId);
      const upload = await audios.receiveAudioUpload(parts, infoSchema);
      try {
        const brief = await check(target.requestId);
        const recorded = await db.transaction(async (tx) => {
          const locked = await submissions.findOwn(tx, composer.id, target.submissionId, {
            forUpdate: true,
          });
          if (!locked) throw submissionNotFound();
          return record(tx, upload);
        });
        return { recorded, brief };
      } catch (error) {
        await audios.sweepFiles(
          upload.files.map((file) => file.storageKey),
          'audio upload not recorded',
        );
        throw error;
      }
    },

    /** Writes one version of a take with its received files, in the caller's transaction. */
    insertVersion(
      tx: DbOrTx,
      submissionId: string,
      fields: VersionFields,
      { files }: Pick<ReceivedAudio<unknown>, 'files'>,
    ): Promise<AudioWithFiles> {
      const now = clock.now();
      const { durationSeconds, peaks, fileRows } = audios.audioRowsOf(files, now);
      return audios.insertInTransaction(
        tx,
        { ...fields, submissionId, durationSeconds, peaks, createdAt: now },
        fileRows,
      );
    },
  };
}
export type TakeUploads = ReturnType<typeof createTakeUploads>;
