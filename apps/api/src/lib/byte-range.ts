/** What to send for a request's `Range` header (RFC 9110 §14), for a file of `size` bytes. */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * One range: `first-last`, `first-` (to the end) or `-count` (the last bytes); `last` past the
 * end is cut to the end. A header this does not understand (another unit, several ranges,
 * `last` before `first`) is ignored and the whole file sent, as RFC 9110 allows; players ask
 * for one range at a time. A range starting past the end cannot be satisfied (416).
 */
export function answerRange(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const count = Number(last);
    if (count === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - count), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
