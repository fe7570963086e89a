import {
  MINI_WAVEFORM_POINTS,
  briefFitOf,
  type FitBrief,
  type Paged,
  type TakeTableQuery,
  type TakeTableRow,
} from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { blockMaxima } from '../../lib/block-maxima';
import { fullName } from '../../lib/full-name';
import { pageOf, pageWindow } from '../../lib/paging';
import { toMilliseconds } from '../../lib/to-milliseconds';
import { presentAnalysis } from '../analysis/analysis.service';
import type { RequestsService } from '../requests/requests.service';
import {
  clientTakesRepository as repository,
  type TakeTableEntry,
} from './client-takes.repository';
import { fitBriefOf } from './submissions.presenter';
import { orderTakes, type SortableTake } from './take-table-order';

const requestNotFound = () => new AppError('NOT_FOUND', 'There is no such request.');

/**
 * A take's row without its waveform: the stated tempo and key, else the measured ones (the
 * tempo rounded to whole beats, as a stated one is written, and as the catalogue filters by),
 * and how the measured take fits the brief.
 */
function sortableRow(entry: TakeTableEntry, brief: FitBrief): SortableTake {
  const analysis = presentAnalysis(entry.analysis);
  const measuredBpm = analysis.bpm === null ? null : Math.round(analysis.bpm);
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
    createdAt: entry.submittedAt.toISOString(),
  };
}

/**
 * The client's dense table of a request's takes (docs/contracts.md#reviews): one row per take,
 * its latest version, sorted and filtered over all of them, then paged. Hundreds of takes stay
 * quick because every take is read without its waveform and files, and only the page's
 * waveforms are read and folded to a few points.
 */
export function createClientTakesService(deps: { db: Db; requests: RequestsService }) {
  const { db, requests } = deps;

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
      const request = await requests.findRequestIn(db, requestId);
      if (!request || (viewer.role !== 'Admin' && request.clientId !== viewer.id)) {
        throw requestNotFound();
      }
      const entries = await repository.entriesOfRequest(db, request.id, request.clientId);
      const brief = fitBriefOf(request);
      const rows = entries.map((entry) => sortableRow(entry, brief));
      const kept = query.fits ? rows.filter((row) => row.fit?.summary === 'fits') : rows;
      const { offset, limit } = pageWindow(query);
      const page = orderTakes(kept, query.sort, query.order).slice(offset, offset + limit);
      const peaks = await repository.peaksOf(
        db,
        page.map((row) => row.audioId),
      );
      return pageOf(
        query,
        page.map((row) => ({
          ...row,
          miniPeaks: blockMaxima(peaks.get(row.audioId) ?? [], MINI_WAVEFORM_POINTS),
        })),
        kept.length,
      );
    },
  };
}
export type ClientTakesService = ReturnType<typeof createClientTakesService>;
