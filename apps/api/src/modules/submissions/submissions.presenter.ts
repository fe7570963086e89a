import type { FitBrief, Submission } from '@cuebrief/shared';
import type { RequestRow, SubmissionRow } from '../../db/schema';
import { askingPriceOf } from '../../lib/format-usd';
import { stateAt } from '../requests/requests.service';

/** What the composer wrote about their music; the audios are added by each view. */
export function presentSubmissionFields(row: SubmissionRow): Omit<Submission, 'audios'> {
  return {
    id: row.id,
    requestId: row.requestId,
    category: row.category,
    length: row.length,
    genre: row.genre,
    mood: row.mood,
    keywords: row.keywords,
    instrumentation: row.instrumentation,
    tempo: [row.tempoMin, row.tempoMax],
    key: row.key,
    soundLike: row.soundLike,
    references: row.references,
    trailerizationOf: row.trailerizationOf,
    brief: row.brief,
    askingPrice: askingPriceOf(row.askingPriceCents),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The request a submission answers, in a line: never its client's contact details. */
export function presentRequestLine(request: RequestRow, now: Date) {
  return {
    id: request.id,
    title: request.title,
    state: stateAt(request, now),
    deadline: request.deadline,
  };
}

/** The request line composers and admins see: with the agency's name, never who to contact. */
export function presentRequestWithAgency(
  line: { request: RequestRow; agencyName: string | null },
  now: Date,
) {
  return { ...presentRequestLine(line.request, now), agencyName: line.agencyName?.trim() || null };
}

/** What of a request its takes are measured against (docs/contracts.md#brief-fit). */
export function fitBriefOf(
  request: Pick<RequestRow, 'tempoMin' | 'tempoMax' | 'key' | 'length'>,
): FitBrief {
  return { tempo: [request.tempoMin, request.tempoMax], key: request.key, length: request.length };
}
