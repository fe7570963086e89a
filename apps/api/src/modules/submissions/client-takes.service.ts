import {
  MINI_WAVEFORM_POINTS,
  briefFitOf,
  type BriefFit,
  type FitBrief,
  type Paged,
  type TakeTableQuery,
  type TakeTableRow,
} from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { blockMaxima } from '../../lib/block-maxima';
import type { Clock } from '../../lib/clock';
import { askingPriceOf } from '../../lib/format-usd';
import { fullName } from '../../lib/full-name';
import { pageOf, pageWindow } from '../../lib/paging';
import { toMilliseconds } from '../../lib/to-milliseconds';
import { createTtlCache } from '../../lib/ttl-cache';
import { presentAnalysis, type PresentedAnalysisRow } from '../analysis/analysis.service';
import {
  clientTakesRepository as repository,
  type TakeTableEntry,
} from './client-takes.repository';
import { fitBriefOf } from './submissions.presenter';
import { orderByFit } from './take-table-order';

const requestNotFound = () => new AppError('NOT_FOUND', 'There is no such request.');

/**
 * Small waveforms kept per audio id. An audio's peaks are written with its row and never
 * change (a new version is a new row; nothing updates an audio), and a deleted audio's id is
 * never asked for again (a page names its audios from the rows it read, and ids are not
 * reused), so a kept one is never stale and instances need not tell each other anything
 * (decision 024); reading and folding a page's peaks is most of a page's cost without them.
 * About 0.5 KB each.
 */
const MINI_PEAKS_KEPT = 20_000;
const MINI_PEAKS_TTL_MS = 24 * 60 * 60 * 1000;

const fitOf = (brief: FitBrief, analysis: PresentedAnalysisRow | null): BriefFit | null =>
  briefFitOf(brief, presentAnalysis(analysis));

/**
 * A take's row: the stated tempo and key, else the measured ones (the tempo in whole beats, as
 * a stated one is written and as the table sorts it), and how the measured take fits the brief.
 */
function rowOf(entry: TakeTableEntry, brief: FitBrief, miniPeaks: number[]): TakeTableRow {
  const analysis = presentAnalysis(entry.analysis);
  // Rounded from what was stored, as the database rounds it to sort by.
  const stored = analysis.state === 'done' ? (entry.analysis?.bpm ?? null) : null;
  const measuredBpm = stored === null ? null : Math.round(stored);
  return {
    audioId: entry.audioId,
    takeId: entry.takeId,
    submissionId: entry.submissionId,
    title: entry.title,
    composerName: fullName({
      firstName: entry.composerFirstName,
      lastName: entry.composerLastName,
    }),
    version: entry.version,
    versionCount: entry.versionCount,
    durationSeconds: toMilliseconds(entry.durationSeconds),
    bpm: entry.bpm ?? measuredBpm,
    bpmMeasured: entry.bpm === null && measuredBpm !== null,
    key: entry.musicalKey ?? analysis.key,
    keyMeasured: entry.musicalKey === null && analysis.key !== null,
    fit: briefFitOf(brief, analysis),
    decision: entry.decision,
    isFavorite: entry.isFavourite,
    isListened: entry.isListened,
    offerState: entry.offerState,
    askingPrice: askingPriceOf(entry.askingPriceCents),
    miniPeaks,
    createdAt: entry.submittedAt.toISOString(),
  };
}

/**
 * The client's dense table of a request's takes (docs/contracts.md#reviews): one row per take,
 * its latest version, sorted and filtered over all of them, then paged. Hundreds of takes stay
 * quick: the database sorts, counts and pages every column but fit, and reads only the page;
 * fit (computed from the analyses by the shared rules) reads what it needs of every take and
 * orders them here; waveforms are read for the page alone and kept folded.
 */
export function createClientTakesService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  const miniPeaksKept = createTtlCache<string, number[]>({
    maxEntries: MINI_PEAKS_KEPT,
    clock: deps.clock,
  });

  /** The page's small waveforms: those kept, and the others read and folded at once. */
  async function miniPeaksOf(audioIds: string[]): Promise<Map<string, number[]>> {
    const found = new Map<string, number[]>();
    const missing = audioIds.filter((id) => {
      const kept = miniPeaksKept.get(id);
      if (kept) found.set(id, kept);
      return !kept;
    });
    for (const [id, peaks] of await repository.peaksOf(db, missing)) {
      const folded = blockMaxima(peaks, MINI_WAVEFORM_POINTS);
      miniPeaksKept.set(id, folded, MINI_PEAKS_TTL_MS);
      found.set(id, folded);
    }
    return found;
  }

  /**
   * The page asked for when fit decides it: every take's fit computed, those that fit kept
   * when asked, then ordered by fit here, or by another column by the database.
   */
  async function pageByFit(
    request: { id: string; clientId: string },
    brief: FitBrief,
    query: TakeTableQuery,
  ): Promise<{ entries: TakeTableEntry[]; total: number }> {
    const takes = (await repository.fitInputsOf(db, request.id)).map((take) => ({
      ...take,
      fit: fitOf(brief, take.analysis),
    }));
    const kept = query.fits ? takes.filter((take) => take.fit?.summary === 'fits') : takes;
    const filter = { requestId: request.id, clientId: request.clientId };
    const window = pageWindow(query);
    if (query.sort !== 'fit') {
      const takeIds = kept.map((take) => take.takeId);
      return repository.pageOfEntries(
        db,
        { ...filter, takeIds },
        { sort: query.sort, order: query.order, ...window },
      );
    }
    const pageIds = orderByFit(kept, query.order)
      .slice(window.offset, window.offset + window.limit)
      .map((take) => take.takeId);
    const byTake = new Map(
      (await repository.entriesOfTakes(db, { ...filter, takeIds: pageIds })).map((entry) => [
        entry.takeId,
        entry,
      ]),
    );
    return {
      entries: pageIds.flatMap((takeId) => byTake.get(takeId) ?? []),
      total: kept.length,
    };
  }

  return {
    /**
     * One page of a request's takes for its client or an admin; anyone else is told there is
     * no such request, as for an id that does not exist. The favourite, listen and offer shown
     * are the request's client's, whoever reads them.
     */
    async pageOfRequest(
      viewer: UserRow,
      requestId: string,
      query: TakeTableQuery,
    ): Promise<Paged<TakeTableRow>> {
      const request = await repository.requestOf(db, requestId);
      if (!request || (viewer.role !== 'Admin' && request.clientId !== viewer.id)) {
        throw requestNotFound();
      }
      const brief = fitBriefOf(request);
      const { entries, total } =
        query.sort === 'fit' || query.fits
          ? await pageByFit(request, brief, query)
          : await repository.pageOfEntries(
              db,
              { requestId: request.id, clientId: request.clientId },
              { sort: query.sort, order: query.order, ...pageWindow(query) },
            );
      const miniPeaks = await miniPeaksOf(entries.map((entry) => entry.audioId));
      return pageOf(
        query,
        entries.map((entry) => rowOf(entry, brief, miniPeaks.get(entry.audioId) ?? [])),
        total,
      );
    },
  };
}
export type ClientTakesService = ReturnType<typeof createClientTakesService>;
