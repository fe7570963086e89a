import { count, eq, inArray, sql } from 'drizzle-orm';
import type { AudioReviewState, TakeDecisionState } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { audios, requests, type RequestRow } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import type { PresentedAnalysisRow } from '../analysis/analysis.service';
import {
  analysisColumns,
  latestVersions,
  orderedPage,
  selectEntries,
  withAnalysis,
  type PageOrder,
} from './client-takes-queries.repository';

export type { SqlTakeSort } from './client-takes-queries.repository';

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
  /** The submission's asking price, in cents; null when none was named. */
  askingPriceCents: number | null;
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

const entryOf = ({ total: _total, ...entry }: TakeTableEntry & { total: number }) => entry;

/**
 * A page of all the request's takes in one order, as a prepared statement: the statement is
 * long, and building its text and having the database plan it again was a large share of each
 * page's time. One per order and database.
 */
function preparePage(db: DbOrTx, order: PageOrder) {
  const latest = latestVersions(db, sql.placeholder('requestId'));
  const clientId = sql.placeholder('clientId');
  const page = orderedPage(db, latest, clientId, order, {
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  });
  return selectEntries(db, page, clientId, { total: page.total })
    .orderBy(page.position)
    .prepare(`client_takes_page_${order.sort}_${order.order}`);
}
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

const preparedPages = new WeakMap<DbOrTx, Map<string, ReturnType<typeof preparePage>>>();

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
    let rows: (TakeTableEntry & { total: number })[];
    if (takeIds) {
      const latest = latestVersions(db, filter.requestId, takeIds);
      const page = orderedPage(db, latest, filter.clientId, order, order);
      rows = await selectEntries(db, page, filter.clientId, { total: page.total }).orderBy(
        page.position,
      );
    } else {
      rows = await preparedOf(preparedPages, db, `${order.sort} ${order.order}`, () =>
        preparePage(db, order),
      ).execute({
        requestId: filter.requestId,
        clientId: filter.clientId,
        limit: order.limit,
        offset: order.offset,
      });
    }
    const [first] = rows;
    if (first || order.offset === 0)
      return { entries: rows.map(entryOf), total: first?.total ?? 0 };
    // A page past the end has no row to carry the count.
    const [counted] = await db
      .select({ n: count() })
      .from(latestVersions(db, filter.requestId, takeIds));
    return { entries: [], total: counted?.n ?? 0 };
  },

  /** The entries of the takes named, in no order (the caller has chosen and ordered them). */
  async entriesOfTakes(
    db: DbOrTx,
    filter: { requestId: string; clientId: string; takeIds: string[] },
  ): Promise<TakeTableEntry[]> {
    if (filter.takeIds.length === 0) return [];
    const latest = latestVersions(db, filter.requestId, filter.takeIds);
    return selectEntries(db, latest, filter.clientId, {});
  },

  /** Every take of the request with what its fit is computed from, for sorting and filtering. */
  async fitInputsOf(db: DbOrTx, requestId: string): Promise<TakeFitInput[]> {
    const latest = latestVersions(db, requestId);
    return withAnalysis(
      db
        .select({
          takeId: sql<string>`${audios.takeId}`,
          submittedAt: sql<Date>`${latest.firstAt}`.mapWith(audios.createdAt),
          analysis: analysisColumns,
        })
        .from(latest)
        .innerJoin(audios, eq(audios.id, latest.id))
        .$dynamic(),
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
