import type {
  AdminSubmission,
  AdminSubmissionListQuery,
  ClientRequestSubmissions,
  ComposerSubmission,
  CreateSubmission,
  Paged,
  Submission,
} from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { pageOf, pageWindow } from '../../lib/paging';
import type { RequestsService } from '../requests/requests.service';
import type { UsersService } from '../users/users.service';
import { audioReactionsRepository as reactions } from './audio-reactions.repository';
import type { AudiosService } from './audios.service';
import { audiosRepository, type AudioWithFiles } from './audios.repository';
import {
  fullName,
  presentAdminAudio,
  presentClientAudio,
  presentComposerAudio,
  presentRequestLine,
  presentRequestWithAgency,
  presentSubmissionFields,
} from './submissions.presenter';
import { submissionsRepository as repository } from './submissions.repository';
import type { FileSweeper } from '../audio/stored-files';

/** The audios of the submissions named, by submission, and the ids of them all. */
async function audiosBySubmission(db: Db, submissionIds: string[]) {
  const rows = await audiosRepository.listOfSubmissions(db, submissionIds);
  const bySubmission = new Map<string, AudioWithFiles[]>(submissionIds.map((id) => [id, []]));
  for (const entry of rows) {
    if (entry.audio.submissionId) bySubmission.get(entry.audio.submissionId)?.push(entry);
  }
  return { bySubmission, audioIds: rows.map((entry) => entry.audio.id) };
}

/**
 * Composers' answers to requests (product.md §5): the form describing the music, then its takes
 * (see the audios service). Each side sees its own: the composer what they sent, the client
 * what answers their requests, the admins everything.
 */
export function createSubmissionsService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  requests: RequestsService;
  /** Asked which takes others rely on, so a composer's removal keeps them. */
  audios: AudiosService;
  sweep: FileSweeper;
}) {
  const { db, clock, users, requests, sweep } = deps;
  /**
   * A composer's removal deletes their takes and submissions, except the takes others rely on
   * (product.md §3): a licensed take, or one a client is paying for, stays with its files and
   * its submission, so the client's downloads keep working. The submission keeps pointing at
   * the composer's row, which removal has already anonymised ("Removed account", no email,
   * PRO or IPI): the smaller change than a nullable composer, and every list that names a
   * submission's composer then names the removed account as such.
   */
  users.onAccountRemoved(async (tx, removed) => {
    if (removed.role !== 'Composer') return;
    const visibleBefore = await repository.countVisibleOfComposer(tx, removed.id);
    const keys: string[] = [];
    for (const audioId of await repository.audioIdsOfComposer(tx, removed.id)) {
      if (await deps.audios.reasonToKeep(tx, audioId)) continue;
      const deleted = await audiosRepository.deleteAudio(tx, audioId);
      if (deleted) keys.push(...deleted.storageKeys);
    }
    await repository.deleteEmptyOfComposer(tx, removed.id);
    const visibleAfter = new Map(
      (await repository.countVisibleOfComposer(tx, removed.id)).map((e) => [e.requestId, e]),
    );
    await requests.addToSubmissionsCounts(
      tx,
      visibleBefore.flatMap(({ requestId, visible }) => {
        const delta = (visibleAfter.get(requestId)?.visible ?? 0) - visible;
        return delta === 0 ? [] : [{ requestId, delta }];
      }),
    );
    return () => sweep(keys, 'composer account removed');
  });

  return {
    /** Stores a composer's submission form for a request that is open; its takes come next. */
    async createSubmission(
      composer: UserRow,
      requestId: string,
      form: CreateSubmission,
    ): Promise<Submission> {
      await requests.getRequestTakingSubmissions(requestId);
      const { tempo, ...fields } = form;
      const row = await repository.insert(db, {
        ...fields,
        requestId,
        composerId: composer.id,
        tempoMin: tempo[0],
        tempoMax: tempo[1],
        createdAt: clock.now(),
      });
      return { ...presentSubmissionFields(row), audios: [] };
    },

    /** A composer's own submissions, newest first, with when a client first played each take. */
    async listOwn(composer: UserRow): Promise<ComposerSubmission[]> {
      const now = clock.now();
      const rows = await repository.listOfComposer(db, composer.id);
      const { bySubmission, audioIds } = await audiosBySubmission(
        db,
        rows.map((row) => row.submission.id),
      );
      const stats = await reactions.statsOf(db, audioIds);
      return rows.map((row) => ({
        ...presentSubmissionFields(row.submission),
        request: presentRequestWithAgency(row, now),
        audios: (bySubmission.get(row.submission.id) ?? []).map((entry) =>
          presentComposerAudio(entry, stats.get(entry.audio.id)),
        ),
      }));
    },

    /**
     * The submissions to a client's own requests, grouped by request (newest request first).
     * Only submissions with a take are shown: a form without music is not an answer yet.
     */
    async listToClient(client: UserRow): Promise<ClientRequestSubmissions[]> {
      const now = clock.now();
      const rows = await repository.listToClient(db, client.id);
      const { bySubmission, audioIds } = await audiosBySubmission(
        db,
        rows.map((row) => row.submission.id),
      );
      const marks = await reactions.marksOfClient(db, client.id, audioIds);
      const byRequest = new Map<string, ClientRequestSubmissions>();
      for (const { submission, request, composer } of rows) {
        let group = byRequest.get(request.id);
        if (!group) {
          group = { request: presentRequestLine(request, now), submissions: [] };
          byRequest.set(request.id, group);
        }
        group.submissions.push({
          ...presentSubmissionFields(submission),
          composerName: fullName(composer),
          audios: (bySubmission.get(submission.id) ?? []).map((entry) =>
            presentClientAudio(entry, marks),
          ),
        });
      }
      return [...byRequest.values()];
    },

    /** Every submission, newest first, filtered and paged, with how clients took to each take. */
    async pageAll(query: AdminSubmissionListQuery): Promise<Paged<AdminSubmission>> {
      const now = clock.now();
      const { rows, total } = await repository.page(db, {
        ...pageWindow(query),
        now,
        search: query.search,
        requestState: query.requestState,
        hasOffers: query.hasOffers,
      });
      const ids = rows.map((row) => row.id);
      const [inFull, { bySubmission, audioIds }] = await Promise.all([
        repository.findInFull(db, ids),
        audiosBySubmission(db, ids),
      ]);
      const stats = await reactions.statsOf(db, audioIds);
      const byId = new Map(inFull.map((entry) => [entry.submission.id, entry]));
      const page = rows.flatMap((row) => {
        const entry = byId.get(row.id);
        if (!entry) return [];
        return [
          {
            ...presentSubmissionFields(row),
            request: presentRequestWithAgency(entry, now),
            composer: {
              id: entry.composer.id,
              name: fullName(entry.composer),
              email: entry.composer.email,
            },
            audios: (bySubmission.get(row.id) ?? []).map((audio) =>
              presentAdminAudio(audio, stats.get(audio.audio.id)),
            ),
          },
        ];
      });
      return pageOf(query, page, total);
    },
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
