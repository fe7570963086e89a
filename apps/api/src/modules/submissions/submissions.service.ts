import type {
  AdminSubmission,
  AdminSubmissionListQuery,
  Audio,
  ClientRequestSubmissions,
  ComposerSubmission,
  CreateSubmission,
  ListPeaks,
  Paged,
  Submission,
  SubmissionListQuery,
} from '@cuebrief/shared';
import { briefFieldsOf } from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { RequestRow, SubmissionRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { usdToCents } from '../../lib/format-usd';
import { fullName } from '../../lib/full-name';
import type { ListWindow } from '../../lib/list-window';
import { pageOf, pageWindow } from '../../lib/paging';
import { listedPeaks, type AudioWithFiles, type BriefOf } from '../audio/audio.types';
import type { AudiosService } from '../audio/audios.service';
import type { RequestsService } from '../requests/requests.service';
import type { ReviewsService } from '../reviews/reviews.service';
import {
  fitBriefOf,
  presentRequestLine,
  presentRequestWithAgency,
  presentSubmissionFields,
} from './submissions.presenter';
import { submissionsRepository as repository } from './submissions.repository';
import { reviewsOfTakes, takesOf, type Take } from './take-views';

/**
 * The takes of the submissions given (with the request each answers), each version in the view
 * `present` makes of them all at once with how it fits its brief (its `peaks` as the list's
 * caller asked), made into takes with their reviews as `viewer` reads them, grouped by
 * submission (in the order of each take's first upload). A fixed number of queries, whatever
 * the number of takes.
 */
async function takesBySubmission<View extends Audio>(
  services: { audios: AudiosService; reviews: ReviewsService },
  viewer: UserRow,
  rows: { submission: SubmissionRow; request: RequestRow }[],
  peaks: ListPeaks,
  present: (entries: AudioWithFiles[], briefOf: BriefOf) => Promise<View[]>,
): Promise<Map<string, Take<View>[]>> {
  const ofSubmission = new Map(rows.map((row) => [row.submission.id, row]));
  const rowOf = (entry: AudioWithFiles) =>
    entry.audio.submissionId ? ofSubmission.get(entry.audio.submissionId) : undefined;
  const entries = await services.audios.rowsOfSubmissions([...ofSubmission.keys()]);
  const [views, reviews] = await Promise.all([
    present(entries, (entry) => {
      const row = rowOf(entry);
      return row && fitBriefOf(row.request);
    }),
    reviewsOfTakes(services.reviews, viewer, entries, (entry) => rowOf(entry)?.request.id),
  ]);
  const versionsBySubmission = new Map<string, View[]>(
    [...ofSubmission.keys()].map((id) => [id, []]),
  );
  entries.forEach((entry, index) => {
    const view = views[index];
    if (entry.audio.submissionId && view) {
      versionsBySubmission.get(entry.audio.submissionId)?.push(listedPeaks(view, peaks));
    }
  });
  return new Map(
    [...versionsBySubmission].map(([id, versions]) => [id, takesOf(versions, reviews)]),
  );
}

/**
 * Composers' answers to requests (docs/contracts.md#submissions): the form describing the music,
 * then its takes (see the audios service). Each side sees its own: the composer what they sent, the
 * client what answers their requests, the admins everything.
 */
/**
 * What a submission holds for each optional field its form leaves out: nothing. Written on every
 * send, so a resumed submission says what its form says now, not what it said before.
 */
const LEFT_OUT = (({ tempo: _tempo, ...optional }) => optional)(
  briefFieldsOf({ words: (): string[] => [], range: () => null, text: () => null }),
);

export function createSubmissionsService(deps: {
  db: Db;
  clock: Clock;
  requests: RequestsService;
  /** The takes' rows and views; asked which takes others rely on when a composer goes. */
  audios: AudiosService;
  /** Each take's decision, comments and last event, shown in every list. */
  reviews: ReviewsService;
}) {
  const { db, clock, requests, audios } = deps;

  /**
   * A composer's removal deletes their takes and submissions, except the takes others rely on
   * (docs/contracts.md#account-removal): a licensed take, or one a client is paying for, stays with
   * its files and its submission, so the client's downloads keep working. The submission keeps
   * pointing at the composer's row, which removal has already anonymised ("Removed account", no
   * email, PRO or IPI): the smaller change than a nullable composer, and every list that names a
   * submission's composer then names the removed account as such.
   */
  async function removeAccountData(tx: DbOrTx, removed: UserRow) {
    if (removed.role !== 'Composer') return undefined;
    const visibleBefore = await repository.countVisibleOfComposer(tx, removed.id);
    const keys: string[] = [];
    for (const audioId of await repository.audioIdsOfComposer(tx, removed.id)) {
      if (await audios.reasonToKeep(tx, audioId)) continue;
      const deleted = await audios.deleteInTransaction(tx, audioId);
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
    return () => audios.sweepFiles(keys, 'composer account removed');
  }

  return {
    removeAccountData,

    /**
     * Stores a composer's submission form for a request that is open, with their asking price
     * (the form's `budget`); its takes come next.
     */
    /**
     * A composer's answer to a request: the form; its audio comes next. A composer who sends the
     * form again before any audio arrived (back, a reload, a second click) resumes the same
     * submission with what the form says now, so nothing is left behind empty and the note the
     * client reads is the latest one.
     */
    async createSubmission(
      composer: UserRow,
      requestId: string,
      form: CreateSubmission,
    ): Promise<Submission> {
      await requests.getRequestTakingSubmissions(requestId);
      const { tempo, budget, ...fields } = form;
      const values = {
        ...LEFT_OUT,
        ...fields,
        tempoMin: tempo[0],
        tempoMax: tempo[1],
        askingPriceCents: budget === undefined ? null : usdToCents(budget),
      };
      const row = await db.transaction(async (tx) => {
        const unfinished = await repository.lockUnfinished(tx, composer.id, requestId);
        if (unfinished) return repository.update(tx, unfinished.id, values);
        return repository.insert(tx, {
          ...values,
          requestId,
          composerId: composer.id,
          createdAt: clock.now(),
        });
      });
      return { ...presentSubmissionFields(row), audios: [] };
    },

    /**
     * Removes a composer's own submission that has no audio (a form sent, nothing uploaded).
     * One with audio is removed by deleting its takes; another's or an unknown id is 404.
     */
    async removeUnfinished(composer: UserRow, id: string): Promise<void> {
      const own = await repository.findOwn(db, composer.id, id);
      if (!own) throw new AppError('NOT_FOUND', 'There is no such submission.');
      if (!(await repository.deleteOwnUnfinished(db, composer.id, id))) {
        throw new AppError(
          'INVALID_STATE',
          'This submission has audio: delete its takes to remove it.',
        );
      }
    },

    /**
     * A window of a composer's own submissions (docs/contracts.md#bounded-lists), newest first,
     * to one request when the query names it (a request they did not answer lists nothing),
     * each take once as its latest version with all its versions and its review
     * (docs/contracts.md#versions): when a client first played each version and how it fits
     * the brief.
     */
    async listOwn(
      composer: UserRow,
      query: SubmissionListQuery,
    ): Promise<ListWindow<ComposerSubmission>> {
      const now = clock.now();
      const { rows, total } = await repository.listOfComposer(
        db,
        composer.id,
        { requestId: query.requestId },
        query,
      );
      const takes = await takesBySubmission(deps, composer, rows, query.peaks, (entries, briefOf) =>
        audios.composerViewsOf(entries, briefOf),
      );
      const items = rows.map((row) => ({
        ...presentSubmissionFields(row.submission),
        request: presentRequestWithAgency(row, now),
        audios: takes.get(row.submission.id) ?? [],
      }));
      return { items, total };
    },

    /**
     * A window of the submissions to a client's own requests (docs/contracts.md#bounded-lists):
     * newest first, counted by submission, grouped by the request they answer in the order of
     * each one's newest submission in the window. Only submissions with a take are shown: a
     * form without music is not an answer yet. `requestId` keeps one of the client's requests;
     * another's, or an unknown one, is 404 as everywhere. Each take's fit has the rank a client
     * sorts by, and each of its versions the client's own marks.
     */
    async listToClient(
      client: UserRow,
      query: SubmissionListQuery,
    ): Promise<ListWindow<ClientRequestSubmissions>> {
      if (query.requestId) await requests.getOwnRequest(client, query.requestId);
      const now = clock.now();
      const { rows, total } = await repository.listToClient(
        db,
        client.id,
        { requestId: query.requestId },
        query,
      );
      const takes = await takesBySubmission(deps, client, rows, query.peaks, (entries, briefOf) =>
        audios.clientViewsOf(client, entries, briefOf),
      );
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
          audios: takes.get(submission.id) ?? [],
        });
      }
      return { items: [...byRequest.values()], total };
    },

    /**
     * Every submission, newest first, filtered and paged, with how clients took to each
     * version of each take and how it fits the brief.
     */
    async pageAll(
      admin: UserRow,
      query: AdminSubmissionListQuery,
    ): Promise<Paged<AdminSubmission>> {
      const now = clock.now();
      const { rows, total } = await repository.page(db, {
        ...pageWindow(query),
        now,
        search: query.search,
        requestState: query.requestState,
        hasOffers: query.hasOffers,
      });
      const inFull = await repository.findInFull(
        db,
        rows.map((row) => row.id),
      );
      const takes = await takesBySubmission(deps, admin, inFull, query.peaks, (entries, briefOf) =>
        audios.adminViewsOf(entries, briefOf),
      );
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
            audios: takes.get(row.id) ?? [],
          },
        ];
      });
      return pageOf(query, page, total);
    },
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
