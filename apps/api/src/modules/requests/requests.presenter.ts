import type { ClientRequest, ComposerRequest } from '@cuebrief/shared';
import type { RequestRow } from '../../db/schema';
import { stateAt } from './requests.policy';

/** What the brief says about the music: the part every approved composer may read. */
function presentBrief(row: RequestRow, now: Date) {
  return {
    id: row.id,
    state: stateAt(row, now),
    title: row.title,
    budget: row.budgetCents / 100,
    deadline: row.deadline,
    // Closed early: submissions stopped then, before the deadline day ended.
    closesAt: (row.closedAt ?? row.closesAt).toISOString(),
    category: row.category,
    length: row.length,
    genre: row.genre,
    mood: row.mood,
    keywords: row.keywords,
    instrumentation: row.instrumentation,
    tempo: [row.tempoMin, row.tempoMax] as [number, number],
    key: row.key,
    soundLike: row.soundLike,
    references: row.references,
    trailerizationOf: row.trailerizationOf,
    brief: row.brief,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A request as its own client sees it. `closedAt` is when it stopped taking submissions, if it
 * has: when the client closed it (or it was fulfilled), or the end of its deadline day.
 */
export function presentClientRequest(row: RequestRow, now: Date): ClientRequest {
  const brief = presentBrief(row, now);
  return {
    ...brief,
    name: row.name,
    duty: row.duty,
    email: row.email,
    phone: row.phone,
    submissionsCount: row.submissionsCount,
    closedAt: brief.state === 'open' ? null : (row.closedAt ?? row.closesAt).toISOString(),
    licensedAt: row.licensedAt?.toISOString() ?? null,
  };
}

/** A request as a composer sees it: the brief and the agency's name, never who to contact. */
export function presentComposerRequest(
  row: RequestRow,
  agencyName: string | null,
  now: Date,
): ComposerRequest {
  return { ...presentBrief(row, now), agencyName: agencyName?.trim() || null };
}
