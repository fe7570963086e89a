import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AudioReviewState, TakeDecisionState } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import {
  audioAnalyses,
  audioFavorites,
  audioFiles,
  audioListens,
  audioReviews,
  audios,
  submissions,
  takeDecisions,
  users,
  type AudioAnalysisRow,
} from '../../db/schema';

/**
 * One take of a request as the client's table lists it: its latest version's light columns
 * (no peaks), how many versions it has, when it was first uploaded, its composer, the analysis
 * of its master file, its current decision and the request's client's marks on that version.
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
  /** Of the master file (the wav when it has both, else the mp3); null before it has a row. */
  analysis: AudioAnalysisRow | null;
  decision: TakeDecisionState | null;
  isFavourite: boolean;
  isListened: boolean;
  offerState: AudioReviewState | null;
};

const wavFiles = alias(audioFiles, 'wav_files');
const mp3Files = alias(audioFiles, 'mp3_files');

/** Every function takes the connection or transaction to run on. */
export const clientTakesRepository = {
  /**
   * Every take submitted to the request, one entry each, in one statement: the table sorts and
   * filters every take before it chooses a page, and on the embedded database each statement
   * has a cost of its own. The latest version of each take comes first (DISTINCT ON, with its
   * take's count and first upload from a window over the same rows); the rest joins on keys,
   * and only the decision and the latest offer, the newest of several rows, are subqueries.
   */
  async entriesOfRequest(
    db: DbOrTx,
    requestId: string,
    clientId: string,
  ): Promise<TakeTableEntry[]> {
    const ofTake = sql`over (partition by ${audios.takeId})`;
    const latest = db
      .selectDistinctOn([audios.takeId], {
        id: audios.id,
        versionCount: sql<number>`count(*) ${ofTake}`.mapWith(Number).as('version_count'),
        firstAt: sql<Date>`min(${audios.createdAt}) ${ofTake}`.as('first_created_at'),
      })
      .from(audios)
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .where(eq(submissions.requestId, requestId))
      .orderBy(audios.takeId, desc(audios.version))
      .as('latest');
    const rows = await db
      .select({
        audioId: audios.id,
        takeId: sql<string>`${audios.takeId}`,
        submissionId: submissions.id,
        title: audios.title,
        version: sql<number>`${audios.version}`,
        versionCount: latest.versionCount,
        durationSeconds: audios.durationSeconds,
        bpm: audios.bpm,
        musicalKey: audios.musicalKey,
        // Read back through the subquery as the column it came from.
        submittedAt: sql<Date>`${latest.firstAt}`.mapWith(audios.createdAt),
        composerFirstName: users.firstName,
        composerLastName: users.lastName,
        analysis: audioAnalyses,
        decision: sql<TakeDecisionState | null>`(
          select ${takeDecisions.state} from ${takeDecisions}
          where ${takeDecisions.takeId} = ${audios.takeId}
          order by ${takeDecisions.createdAt} desc, ${takeDecisions.id} desc
          limit 1)`,
        isFavourite: sql<boolean>`${audioFavorites.audioId} is not null`,
        isListened: sql<boolean>`${audioListens.audioId} is not null`,
        offerState: sql<AudioReviewState | null>`(
          select ${audioReviews.state} from ${audioReviews}
          where ${audioReviews.clientId} = ${clientId} and ${audioReviews.audioId} = ${audios.id}
          order by ${audioReviews.createdAt} desc, ${audioReviews.id} desc
          limit 1)`,
      })
      .from(latest)
      .innerJoin(audios, eq(audios.id, latest.id))
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(users, eq(users.id, submissions.composerId))
      .leftJoin(wavFiles, and(eq(wavFiles.audioId, audios.id), eq(wavFiles.kind, 'wav')))
      .leftJoin(mp3Files, and(eq(mp3Files.audioId, audios.id), eq(mp3Files.kind, 'mp3')))
      .leftJoin(
        audioAnalyses,
        eq(audioAnalyses.audioFileId, sql`coalesce(${wavFiles.id}, ${mp3Files.id})`),
      )
      .leftJoin(
        audioFavorites,
        and(eq(audioFavorites.clientId, clientId), eq(audioFavorites.audioId, audios.id)),
      )
      .leftJoin(
        audioListens,
        and(eq(audioListens.clientId, clientId), eq(audioListens.audioId, audios.id)),
      );
    return rows;
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
