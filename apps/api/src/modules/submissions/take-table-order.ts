import type { BriefFit } from '@cuebrief/shared';

/** What the fit order reads of a take. */
export type FitOrdered = { takeId: string; submittedAt: Date; fit: BriefFit | null };

/**
 * The takes by how they fit the brief, computed from their analyses, so in memory rather than
 * by the database as the other columns are (client-takes.repository.ts). Ascending is the best
 * fit first ("Best fit first"). A take without a fit (not measured, or its analysis failed) goes
 * last either way, and equal ranks keep the database's fixed order, the first upload then the
 * take's id, so a page never repeats or skips a take.
 */
export function orderByFit<T extends FitOrdered>(takes: readonly T[], order: 'asc' | 'desc'): T[] {
  const direction = order === 'asc' ? 1 : -1;
  return takes.toSorted((a, b) => {
    if (a.fit && b.fit) {
      if (a.fit.rank !== b.fit.rank) return (b.fit.rank - a.fit.rank) * direction;
    } else if (a.fit !== b.fit) {
      return a.fit ? -1 : 1;
    }
    const at = a.submittedAt.getTime() - b.submittedAt.getTime();
    return at !== 0 ? at : a.takeId < b.takeId ? -1 : a.takeId > b.takeId ? 1 : 0;
  });
}
