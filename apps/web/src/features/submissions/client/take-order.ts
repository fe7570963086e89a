import type { BriefFit } from '@cuebrief/shared';

/** How the client orders a request's takes: as they arrived, or the best fit first. */
export const TAKE_SORTS = ['newest', 'fit'] as const;
export type TakeSort = (typeof TAKE_SORTS)[number];
export type TakeOrder = { sort: TakeSort; fitsOnly: boolean };

type Take = { fit: BriefFit | null };

/** Takes not measured yet, or whose analysis failed, have no fit: below any rank, so last. */
const rankOf = (take: Take) => take.fit?.rank ?? -1;
const bestRankOf = (takes: readonly Take[]) => Math.max(...takes.map(rankOf));

/**
 * The submissions as the client asked to see them. "Fits the brief" keeps only takes whose
 * every dimension fits (`summary === 'fits'`) and drops submissions left without any; "best fit
 * first" orders each submission's takes by rank and the submissions by their best take, ties
 * keeping the order the server gave (newest first).
 */
export function orderSubmissions<S extends { audios: readonly Take[] }>(
  submissions: readonly S[],
  { sort, fitsOnly }: TakeOrder,
): S[] {
  const kept = fitsOnly
    ? submissions
        .map((submission) => ({
          ...submission,
          audios: submission.audios.filter((take) => take.fit?.summary === 'fits'),
        }))
        .filter((submission) => submission.audios.length > 0)
    : [...submissions];
  if (sort === 'newest') return kept;
  return kept
    .map((submission) => ({
      ...submission,
      audios: submission.audios.toSorted((a, b) => rankOf(b) - rankOf(a)),
    }))
    .toSorted((a, b) => bestRankOf(b.audios) - bestRankOf(a.audios));
}
