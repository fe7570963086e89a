import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AudioReviewState, TakeDecisionState, TakeTableSort } from '@cuebrief/shared';
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
} from '../../db/schema';

/**
 * The statements behind the client's table of takes (client-takes.repository.ts runs them): the
 * latest version of each take, a page of them in the order asked, and the rows of a page.
 */

/** The columns the database orders by; `fit` is computed from the analysis, so it is not one. */
export type SqlTakeSort = Exclude<TakeTableSort, 'fit'>;
export type PageOrder = { sort: SqlTakeSort; order: 'asc' | 'desc' };
type Window = { limit: number | Placeholder; offset: number | Placeholder };

/** The analysis columns the API shows, and nothing of the job's own. */
export const analysisColumns = {
  state: audioAnalyses.state,
  analyser: audioAnalyses.analyser,
  analyserVersion: audioAnalyses.analyserVersion,
  bpm: audioAnalyses.bpm,
  musicalKey: audioAnalyses.musicalKey,
  keyConfidence: audioAnalyses.keyConfidence,
  loudnessLufs: audioAnalyses.loudnessLufs,
  truePeakDbtp: audioAnalyses.truePeakDbtp,
  durationSeconds: audioAnalyses.durationSeconds,
  leadingSilenceSeconds: audioAnalyses.leadingSilenceSeconds,
  trailingSilenceSeconds: audioAnalyses.trailingSilenceSeconds,
  clippedSamples: audioAnalyses.clippedSamples,
  analysedAt: audioAnalyses.analysedAt,
};

export const wavFiles = alias(audioFiles, 'wav_files');
export const mp3Files = alias(audioFiles, 'mp3_files');

/**
 * The latest version of each take of the request (those named only, when `takeIds` is given),
 * with its take's count of versions and first upload from a window over the same rows.
 */
export function latestVersions(db: DbOrTx, requestId: string | Placeholder, takeIds?: string[]) {
  const ofTake = sql`over (partition by ${audios.takeId})`;
  return db
    .selectDistinctOn([audios.takeId], {
      id: audios.id,
      versionCount: sql<number>`count(*) ${ofTake}`.mapWith(Number).as('version_count'),
      firstAt: sql<Date>`min(${audios.createdAt}) ${ofTake}`.as('first_created_at'),
    })
    .from(audios)
    .innerJoin(submissions, eq(submissions.id, audios.submissionId))
    .where(
      and(
        eq(submissions.requestId, requestId),
        takeIds ? inArray(audios.takeId, takeIds) : undefined,
      ),
    )
    .orderBy(audios.takeId, sql`${audios.version} desc`)
    .as('latest');
}

export type Latest = ReturnType<typeof latestVersions>;

/** A done analysis's result, else null: what the table shows in place of an unstated value. */
const measured = (column: SQL) => sql`case when ${audioAnalyses.state} = 'done' then ${column} end`;
const newestDecision = sql<TakeDecisionState | null>`(
  select ${takeDecisions.state} from ${takeDecisions}
  where ${takeDecisions.takeId} = ${audios.takeId}
  order by ${takeDecisions.createdAt} desc, ${takeDecisions.id} desc
  limit 1)`;

/**
 * What each column sorts by, as the table shows it: the stated tempo and key, else the measured
 * ones (the tempo in whole beats); titles and names ignoring case; shortlisted, undecided, then
 * passed; favourites first. "Ascending" is that order; see take-table-order.ts for fit.
 */
function sortKeyOf(sort: SqlTakeSort, latest: Latest): SQL {
  switch (sort) {
    case 'title':
      return sql`lower(${audios.title})`;
    case 'composer':
      return sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
    case 'version':
      return sql`${audios.version}`;
    case 'duration':
      return sql`${audios.durationSeconds}`;
    case 'bpm':
      return sql`coalesce(${audios.bpm}, ${measured(sql`round(${audioAnalyses.bpm}::numeric)`)})`;
    case 'key':
      return sql`coalesce(${audios.musicalKey}, ${measured(sql`${audioAnalyses.musicalKey}`)})`;
    case 'decision':
      return sql`case ${newestDecision} when 'shortlisted' then 0 when 'passed' then 2 else 1 end`;
    case 'favourite':
      return sql`case when ${audioFavorites.audioId} is null then 1 else 0 end`;
    case 'submitted':
      return sql`${latest.firstAt}`;
  }
}

/**
 * A page of the takes in `latest` in the order asked, as a subquery: only what its sort key
 * needs is joined, over every take, and `page_position` and `total` (how many there are in
 * all) come from windows over them. Missing values go last in either direction, and equal ones
 * keep one fixed order (first upload, then the take's id), so pages never repeat or skip a take.
 * The rows' details are read for the page alone (selectEntries).
 */
export function orderedPage(
  db: DbOrTx,
  latest: Latest,
  clientId: string | Placeholder,
  { sort, order }: PageOrder,
  window: Window,
) {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const orderBy = sql`${sortKeyOf(sort, latest)} ${direction} nulls last, ${latest.firstAt} asc, ${audios.takeId} asc`;
  let takes = db
    .select({
      id: latest.id,
      versionCount: latest.versionCount,
      firstAt: latest.firstAt,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      position: sql<number>`row_number() over (order by ${orderBy})`.as('page_position'),
    })
    .from(latest)
    .innerJoin(audios, eq(audios.id, latest.id))
    .$dynamic();
  if (sort === 'composer') {
    takes = takes
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(users, eq(users.id, submissions.composerId));
  }
  if (sort === 'bpm' || sort === 'key') takes = withAnalysis(takes);
  if (sort === 'favourite') {
    takes = takes.leftJoin(
      audioFavorites,
      and(eq(audioFavorites.clientId, clientId), eq(audioFavorites.audioId, audios.id)),
    );
  }
  return takes
    .orderBy(sql`page_position`)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
}

export type Page = ReturnType<typeof orderedPage>;

/** The master file's analysis (the wav when there are both, else the mp3) joined to `audios`. */
export function withAnalysis<T extends PgSelect>(query: T) {
  return query
    .leftJoin(wavFiles, and(eq(wavFiles.audioId, audios.id), eq(wavFiles.kind, 'wav')))
    .leftJoin(mp3Files, and(eq(mp3Files.audioId, audios.id), eq(mp3Files.kind, 'mp3')))
    .leftJoin(
      audioAnalyses,
      eq(audioAnalyses.audioFileId, sql`coalesce(${wavFiles.id}, ${mp3Files.id})`),
    );
}

/**
 * The rows of the takes `source` names (latest versions, or a page of them), with everything
 * the table shows but the peaks, and the `extra` fields the caller reads of `source`.
 */
export function selectEntries<Extra extends SelectedFields>(
  db: DbOrTx,
  source: Latest | Page,
  clientId: string | Placeholder,
  extra: Extra,
) {
  return withAnalysis(
    db
      .select({
        ...extra,
        audioId: audios.id,
        takeId: sql<string>`${audios.takeId}`,
        submissionId: submissions.id,
        askingPriceCents: submissions.askingPriceCents,
        title: audios.title,
        version: sql<number>`${audios.version}`,
        versionCount: source.versionCount,
        durationSeconds: audios.durationSeconds,
        bpm: audios.bpm,
        musicalKey: audios.musicalKey,
        // Read back through the subquery as the column it came from.
        submittedAt: sql<Date>`${source.firstAt}`.mapWith(audios.createdAt),
        composerFirstName: users.firstName,
        composerLastName: users.lastName,
        analysis: analysisColumns,
        decision: newestDecision,
        isFavourite: sql<boolean>`${audioFavorites.audioId} is not null`,
        isListened: sql<boolean>`${audioListens.audioId} is not null`,
        offerState: sql<AudioReviewState | null>`(
          select ${audioReviews.state} from ${audioReviews}
          where ${audioReviews.clientId} = ${clientId} and ${audioReviews.audioId} = ${audios.id}
          order by ${audioReviews.createdAt} desc, ${audioReviews.id} desc
          limit 1)`,
      })
      .from(source)
      .innerJoin(audios, eq(audios.id, source.id))
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(users, eq(users.id, submissions.composerId))
      .$dynamic(),
  )
    .leftJoin(
      audioFavorites,
      and(eq(audioFavorites.clientId, clientId), eq(audioFavorites.audioId, audios.id)),
    )
    .leftJoin(
      audioListens,
      and(eq(audioListens.clientId, clientId), eq(audioListens.audioId, audios.id)),
    );
}
