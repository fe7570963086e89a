import { and, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  requests,
  users,
  type RequestRow,
} from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import type { PresentedAnalysisRow } from '../analysis/analysis.service';

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
  analysis: PresentedAnalysisRow | null;
  decision: TakeDecisionState | null;
  isFavourite: boolean;
  isListened: boolean;
  offerState: AudioReviewState | null;
};

/** What a take's fit is computed from: its latest version's analysis. */
export type TakeFitInput = {
  takeId: string;
  submittedAt: Date;
  analysis: PresentedAnalysisRow | null;
};

/** What of a request the table needs: whose it is, and its brief's measurable fields. */
export type TableRequest = Pick<
  RequestRow,
  'id' | 'clientId' | 'tempoMin' | 'tempoMax' | 'key' | 'length'
>;

/** The columns the database orders by; `fit` is computed from the analysis, so it is not one. */
export type SqlTakeSort = Exclude<TakeTableSort, 'fit'>;

/** The analysis columns the API shows, and nothing of the job's own. */
const analysisColumns = {
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

const wavFiles = alias(audioFiles, 'wav_files');
const mp3Files = alias(audioFiles, 'mp3_files');

/**
 * The latest version of each take of the request (those named only, when `takeIds` is given),
 * with its take's count of versions and first upload from a window over the same rows.
 */
function latestVersions(db: DbOrTx, requestId: string | Placeholder, takeIds?: string[]) {
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

type Latest = ReturnType<typeof latestVersions>;

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

/** The entries of the latest versions given, with everything the table shows but the peaks. */
function selectEntries(db: DbOrTx, latest: Latest, clientId: string | Placeholder) {
  return db
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
      analysis: analysisColumns,
      decision: newestDecision,
      isFavourite: sql<boolean>`${audioFavorites.audioId} is not null`,
      isListened: sql<boolean>`${audioListens.audioId} is not null`,
      offerState: sql<AudioReviewState | null>`(
        select ${audioReviews.state} from ${audioReviews}
        where ${audioReviews.clientId} = ${clientId} and ${audioReviews.audioId} = ${audios.id}
        order by ${audioReviews.createdAt} desc, ${audioReviews.id} desc
        limit 1)`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
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
    )
    .$dynamic();
}

const entryOf = ({ total: _total, ...entry }: TakeTableEntry & { total: number }) => entry;

type PageOrder = { sort: SqlTakeSort; order: 'asc' | 'desc' };

/**
 * Missing values last in either direction, and equal ones in one fixed order (first upload,
 * then the take's id), so pages never repeat or skip a take.
 */
function pageOrderOf(latest: Latest, { sort, order }: PageOrder): SQL[] {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return [
    sql`${sortKeyOf(sort, latest)} ${direction} nulls last`,
    sql`${latest.firstAt} asc`,
    sql`${audios.takeId} asc`,
  ];
}

/**
 * A page of all the request's takes in one order, as a prepared statement: the statement is
 * long, and building its text and having the database plan it again was a large share of each
 * page's time. One per order and database.
 */
function preparePage(db: DbOrTx, order: PageOrder) {
  const latest = latestVersions(db, sql.placeholder('requestId'));
  return selectEntries(db, latest, sql.placeholder('clientId'))
    .orderBy(...pageOrderOf(latest, order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`client_takes_page_${order.sort}_${order.order}`);
}
const preparedPages = new WeakMap<DbOrTx, Map<string, ReturnType<typeof preparePage>>>();

/** Prepared statements of one database, made on first use and kept for the process's life. */
function preparedOf<T>(
  kept: WeakMap<DbOrTx, Map<string, T>>,
  db: DbOrTx,
  key: string,
  make: () => T,
) {
  let ofDb = kept.get(db);
  if (!ofDb) {
    ofDb = new Map();
    kept.set(db, ofDb);
  }
  let statement = ofDb.get(key);
  if (!statement) {
    statement = make();
    ofDb.set(key, statement);
  }
  return statement;
}

const prepareRequest = (db: DbOrTx) =>
  db
    .select({
      id: requests.id,
      clientId: requests.clientId,
      tempoMin: requests.tempoMin,
      tempoMax: requests.tempoMax,
      key: requests.key,
      length: requests.length,
    })
    .from(requests)
    .where(eq(requests.id, sql.placeholder('id')))
    .prepare('client_takes_request');
const preparedRequests = new WeakMap<DbOrTx, Map<string, ReturnType<typeof prepareRequest>>>();

/** Every function takes the connection or transaction to run on. */
export const clientTakesRepository = {
  /** The request a table belongs to; undefined for an unknown id. */
  async requestOf(db: DbOrTx, id: string): Promise<TableRequest | undefined> {
    const statement = preparedOf(preparedRequests, db, 'request', () => prepareRequest(db));
    const [row] = await statement.execute({ id });
    return row;
  },

  /**
   * One page of the request's takes (of those named, when `takeIds` is given) in the order
   * asked, with how many there are in all, in one statement (see pageOrderOf).
   */
  async pageOfEntries(
    db: DbOrTx,
    filter: { requestId: string; clientId: string; takeIds?: string[] },
    order: PageOrder & PageWindow,
  ): Promise<{ entries: TakeTableEntry[]; total: number }> {
    if (filter.takeIds?.length === 0) return { entries: [], total: 0 };
    const { takeIds } = filter;
    const latest = latestVersions(db, filter.requestId, takeIds);
    const rows = takeIds
      ? await selectEntries(db, latest, filter.clientId)
          .orderBy(...pageOrderOf(latest, order))
          .limit(order.limit)
          .offset(order.offset)
      : await preparedOf(preparedPages, db, `${order.sort} ${order.order}`, () =>
          preparePage(db, order),
        ).execute({
          requestId: filter.requestId,
          clientId: filter.clientId,
          limit: order.limit,
          offset: order.offset,
        });
    const [first] = rows;
    if (first || order.offset === 0)
      return { entries: rows.map(entryOf), total: first?.total ?? 0 };
    // A page past the end has no row to carry the count.
    const [counted] = await db.select({ n: count() }).from(latest);
    return { entries: [], total: counted?.n ?? 0 };
  },

  /** The entries of the takes named, in no order (the caller has chosen and ordered them). */
  async entriesOfTakes(
    db: DbOrTx,
    filter: { requestId: string; clientId: string; takeIds: string[] },
  ): Promise<TakeTableEntry[]> {
    if (filter.takeIds.length === 0) return [];
    const latest = latestVersions(db, filter.requestId, filter.takeIds);
    return (await selectEntries(db, latest, filter.clientId)).map(entryOf);
  },

  /** Every take of the request with what its fit is computed from, for sorting and filtering. */
  async fitInputsOf(db: DbOrTx, requestId: string): Promise<TakeFitInput[]> {
    const latest = latestVersions(db, requestId);
    return db
      .select({
        takeId: sql<string>`${audios.takeId}`,
        submittedAt: sql<Date>`${latest.firstAt}`.mapWith(audios.createdAt),
        analysis: analysisColumns,
      })
      .from(latest)
      .innerJoin(audios, eq(audios.id, latest.id))
      .leftJoin(wavFiles, and(eq(wavFiles.audioId, audios.id), eq(wavFiles.kind, 'wav')))
      .leftJoin(mp3Files, and(eq(mp3Files.audioId, audios.id), eq(mp3Files.kind, 'mp3')))
      .leftJoin(
        audioAnalyses,
        eq(audioAnalyses.audioFileId, sql`coalesce(${wavFiles.id}, ${mp3Files.id})`),
      );
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
