import type { TakeDecisionState, TakeTableRow, TakeTableSort } from '@cuebrief/shared';

/** What the table sorts by: a row before its peaks are read. */
export type SortableTake = Omit<TakeTableRow, 'miniPeaks'>;

/** A column's value to sort by; null (not measured, not given) always sorts last. */
type SortValue = number | string | null;

/**
 * What "ascending" means per column: the order a client most often wants first. Fit ascending
 * is the best fit first ("Best fit first"), decision ascending is shortlisted, undecided, then
 * passed, favourite ascending is the favourites first; the rest are the plain order of their
 * values (A to Z, slowest, shortest, oldest first).
 */
const DECISION_ORDER: Record<TakeDecisionState | 'none', number> = {
  shortlisted: 0,
  none: 1,
  passed: 2,
};

const valueOf: Record<TakeTableSort, (take: SortableTake) => SortValue> = {
  fit: (take) => (take.fit ? -take.fit.rank : null),
  title: (take) => take.title,
  composer: (take) => take.composerName,
  version: (take) => take.version,
  duration: (take) => take.durationSeconds,
  bpm: (take) => take.bpm,
  key: (take) => take.key,
  decision: (take) => DECISION_ORDER[take.decision ?? 'none'],
  favourite: (take) => (take.isFavorite ? 0 : 1),
  submitted: (take) => Date.parse(take.createdAt),
};

const words = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') return words.compare(a, b);
  return (a as number) - (b as number);
}

/**
 * The takes in the order asked. Values that are missing go last whichever the direction (a
 * take not measured yet has no place among measured ones), and equal values keep one fixed
 * order, the first upload then the take's id, so a page never repeats or skips a take.
 */
export function orderTakes<T extends SortableTake>(
  takes: readonly T[],
  sort: TakeTableSort,
  order: 'asc' | 'desc',
): T[] {
  const value = valueOf[sort];
  const direction = order === 'asc' ? 1 : -1;
  const keyed = takes.map((take) => ({ take, value: value(take), at: Date.parse(take.createdAt) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
    } else {
      const compared = compareValues(a.value, b.value);
      if (compared !== 0) return compared * direction;
    }
    return (
      a.at - b.at || (a.take.takeId < b.take.takeId ? -1 : a.take.takeId > b.take.takeId ? 1 : 0)
    );
  });
  return keyed.map((entry) => entry.take);
}
