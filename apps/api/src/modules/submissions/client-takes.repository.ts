import { and, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { AudioReviewState, TakeDecisionState } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import {
  audioFavorites,
  audioFiles,
  audioListens,
  audioReviews,
  audios,
  submissions,
  takeDecisions,
  users,
} from '../../db/schema';

/**
 * One take of a request as the client's table lists it: its latest version's light columns
 * (no peaks, no files), how many versions it has, when it was first uploaded, its composer,
 * the file its analysis is read from, its current decision and the client's marks on the
 * latest version.
 */
export type TakeTableEntry = {
  audioId: string;
  takeId: string;
  submissionId: string;
  title: string;
  version: number;
  versionCount: number;
  durationSeconds: number;
  bpm: number | null;
  musicalKey: string | null;
  /** The take's first upload (of the versions still there): what "submitted" sorts by. */
  submittedAt: Date;
  composerFirstName: string;
  composerLastName: string;
  /** The master file (the wav when it has both, else the mp3), whose analysis is the audio's. */
  masterFileId: string | null;
  decision: TakeDecisionState | null;
  isFavourite: boolean;
  isListened: boolean;
  offerState: AudioReviewState | null;
};

/** Every function takes the connection or transaction to run on. */
export const clientTakesRepository = {
  /**
   * Every take submitted to the request, one entry each: a statement for the whole request, so
   * the table sorts and filters every take before choosing a page. A take's versions are found
   * through the unique (take_id, version) index; the rest are scalar subqueries on indexed
   * columns, one row each.
   */
  async entriesOfRequest(
    db: DbOrTx,
    requestId: string,
    clientId: string,
  ): Promise<TakeTableEntry[]> {
    const takes = db
      .select({
        takeId: audios.takeId,
        latest: max(audios.version).as('latest_version'),
        versionCount: count().as('version_count'),
        firstAt: min(audios.createdAt).as('first_created_at'),
      })
      .from(audios)
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .where(eq(submissions.requestId, requestId))
      .groupBy(audios.takeId)
      .as('takes');
    const rows = await db
      .select({
        audioId: audios.id,
        takeId: sql<string>`${audios.takeId}`,
        submissionId: submissions.id,
        title: audios.title,
        version: takes.latest,
        versionCount: takes.versionCount,
        durationSeconds: audios.durationSeconds,
        bpm: audios.bpm,
        musicalKey: audios.musicalKey,
        // Read back through the subquery as the column it came from.
        submittedAt: sql<Date>`${takes.firstAt}`.mapWith(audios.createdAt),
        composerFirstName: users.firstName,
        composerLastName: users.lastName,
        masterFileId: sql<string | null>`(
          select ${audioFiles.id} from ${audioFiles}
          where ${audioFiles.audioId} = ${audios.id} and ${audioFiles.kind} in ('wav', 'mp3')
          order by ${audioFiles.kind} = 'wav' desc
          limit 1)`,
        decision: sql<TakeDecisionState | null>`(
          select ${takeDecisions.state} from ${takeDecisions}
          where ${takeDecisions.takeId} = ${audios.takeId}
          order by ${takeDecisions.createdAt} desc, ${takeDecisions.id} desc
          limit 1)`,
        isFavourite: sql<boolean>`exists (
          select 1 from ${audioFavorites}
          where ${audioFavorites.clientId} = ${clientId} and ${audioFavorites.audioId} = ${audios.id})`,
        isListened: sql<boolean>`exists (
          select 1 from ${audioListens}
          where ${audioListens.clientId} = ${clientId} and ${audioListens.audioId} = ${audios.id})`,
        offerState: sql<AudioReviewState | null>`(
          select ${audioReviews.state} from ${audioReviews}
          where ${audioReviews.clientId} = ${clientId} and ${audioReviews.audioId} = ${audios.id}
          order by ${audioReviews.createdAt} desc, ${audioReviews.id} desc
          limit 1)`,
      })
      .from(takes)
      .innerJoin(audios, and(eq(audios.takeId, takes.takeId), eq(audios.version, takes.latest)))
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(users, eq(users.id, submissions.composerId));
    return rows.map((row) => ({ ...row, version: row.version ?? 1 }));
  },

  /** The stored waveform of each audio named. */
  async peaksOf(db: DbOrTx, audioIds: string[]): Promise<Map<string, number[]>> {
    if (audioIds.length === 0) return new Map();
    const rows = await db
      .select({ id: audios.id, peaks: audios.peaks })
      .from(audios)
      .where(inArray(audios.id, audioIds));
    return new Map(rows.map((row) => [row.id, row.peaks]));
  },
};
