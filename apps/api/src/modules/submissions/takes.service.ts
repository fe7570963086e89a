import { randomUUID } from 'node:crypto';
import { audioInfoSchema, type ComposerAudio, type FitBrief } from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fullName } from '../../lib/full-name';
import type { UploadPart } from '../../lib/upload-part';
import type { AudioWithFiles } from '../audio/audio.types';
import type { AudiosService } from '../audio/audios.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RequestsService } from '../requests/requests.service';
import { fitBriefOf } from './submissions.presenter';
import { submissionsRepository as submissions } from './submissions.repository';
import { createTakeUploads, submissionNotFound } from './take-uploads';

/**
 * A composer's takes on their submissions (docs/contracts.md#audio-uploads): uploads stream into
 * storage, the rows that record them are written through the audios service in one transaction
 * afterwards, under the submission's lock, and whatever fails on the way leaves neither a row nor a
 * file (take-uploads.ts, shared with a take's new versions). A take is an audio like any other
 * once stored: played, favoured and offered on through the audio and offers modules.
 */
export function createTakesService(deps: {
  db: Db;
  clock: Clock;
  requests: RequestsService;
  audios: AudiosService;
  notifications: Pick<NotificationsService, 'record'>;
}) {
  const { db, clock, requests, audios } = deps;
  const uploads = createTakeUploads(deps);

  async function findOwnSubmission(composer: UserRow, id: string) {
    const submission = await submissions.findOwn(db, composer.id, id);
    if (!submission) throw submissionNotFound();
    return submission;
  }

  /** The composer's view of one take, with how it fits the brief it answers. */
  async function composerViewOf(entry: AudioWithFiles, brief: FitBrief): Promise<ComposerAudio> {
    const [view] = await audios.composerViewsOf([entry], () => brief);
    if (!view) throw new Error('a take without its view');
    return view;
  }

  return {
    /**
     * Adds a take to a composer's own submission while its request is open: an mp3 and/or a
     * wav (the wav, the master, gives the duration and the waveform when both come) and what
     * the composer says of it. The first take makes the submission visible to the client.
     */
    async addTake(
      composer: UserRow,
      submissionId: string,
      title: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<ComposerAudio> {
      const submission = await findOwnSubmission(composer, submissionId);
      const target = { submissionId: submission.id, requestId: submission.requestId };
      const { recorded, brief } = await uploads.receiveAndRecord(
        composer,
        target,
        parts,
        audioInfoSchema,
        async (tx, upload) => {
          const isFirst = (await audios.countOfSubmissionInTransaction(tx, submission.id)) === 0;
          // A new take is its own first version (docs/contracts.md#versions).
          const id = randomUUID();
          const { info } = upload;
          const entry = await uploads.insertVersion(
            tx,
            submission.id,
            {
              id,
              takeId: id,
              version: 1,
              title,
              description: info.description ?? null,
              bpm: info.bpm ?? null,
              musicalKey: info.key ?? null,
            },
            upload,
          );
          if (isFirst) {
            await requests.addToSubmissionsCounts(tx, [
              { requestId: submission.requestId, delta: 1 },
            ]);
            // The submission reaches its client with its first take: they hear of it then.
            const request = await requests.findRequestIn(tx, submission.requestId);
            if (request) {
              await deps.notifications.record(tx, [
                {
                  recipientId: request.clientId,
                  kind: 'submission-received',
                  subject: request.title,
                  params: { from: fullName(composer) },
                  requestId: request.id,
                  audioId: entry.audio.id,
                },
              ]);
            }
          }
          return entry;
        },
      );
      return composerViewOf(recorded, brief);
    },

    /**
     * Adds the mp3 or the wav a composer's own take lacks, sent on its own while the request
     * takes submissions (checked before a byte is read and again once the file is stored), so
     * each file of a take can be cancelled and sent again by itself.
     */
    async addFile(
      composer: UserRow,
      audioId: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<ComposerAudio> {
      const owned = await audios.findOwnTake(composer, audioId);
      await requests.getRequestTakingSubmissions(owned.requestId);
      const entry = await audios.attachPlayableFile(parts, {
        stillTakesFiles: async () => {
          await requests.getRequestTakingSubmissions(owned.requestId);
        },
        lockAudio: async (tx) => {
          // Under the submission's lock, as a delete of this audio is: one waits for the other.
          await submissions.findOwn(tx, composer.id, owned.submissionId, { forUpdate: true });
          return (await audios.findOwnTake(composer, audioId, tx)).audio;
        },
      });
      const request = await requests.findRequestIn(db, owned.requestId);
      if (!request) throw new Error('a take without its request');
      return composerViewOf(entry, fitBriefOf(request));
    },

    /** Stores a zip of stems for a composer's own take, in place of any before it. */
    async replaceStems(
      composer: UserRow,
      audioId: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<ComposerAudio> {
      const owned = await audios.findOwnTake(composer, audioId);
      const received = await audios.receiveStemsUpload(parts);
      const { entry, replacedKey } = await db
        .transaction(async (tx) => {
          // Under the submission's lock, as a delete of this audio is: one waits for the other.
          await submissions.findOwn(tx, composer.id, owned.submissionId, { forUpdate: true });
          const found = await audios.findOwnTake(composer, audioId, tx);
          return audios.replaceStemsInTransaction(tx, found.audio, {
            kind: 'stems',
            storageKey: received.storageKey,
            bytes: received.bytes,
            createdAt: clock.now(),
          });
        })
        .catch(async (error: unknown) => {
          await audios.sweepFiles([received.storageKey], 'stems upload not recorded');
          throw error;
        });
      await audios.sweepFiles(replacedKey ? [replacedKey] : [], 'stems replaced');
      const request = await requests.findRequestIn(db, owned.requestId);
      if (!request) throw new Error('a take without its request');
      return composerViewOf(entry, fitBriefOf(request));
    },

    /**
     * Deletes one version of a composer's own take with its files; what was said of that version
     * (comments, decisions, notices) goes with it, and the take lives on in its other versions
     * (docs/contracts.md#versions). The submission stays; when it has no audio left, its client
     * no longer sees it.
     */
    async deleteVersion(composer: UserRow, audioId: string): Promise<void> {
      const found = await audios.findOwnTake(composer, audioId);
      const keys = await db.transaction(async (tx) => {
        await submissions.findOwn(tx, composer.id, found.submissionId, { forUpdate: true });
        // Deleted meanwhile by another call (404): that call counted it.
        const storageKeys = await audios.deleteUnlessKept(tx, audioId, 'This audio');
        if ((await audios.countOfSubmissionInTransaction(tx, found.submissionId)) === 0) {
          await requests.addToSubmissionsCounts(tx, [{ requestId: found.requestId, delta: -1 }]);
        }
        return storageKeys;
      });
      await audios.sweepFiles(keys, 'audio deleted');
    },
  };
}
export type TakesService = ReturnType<typeof createTakesService>;
