/**
 * The rows of one window of a list and how many rows the whole list has, asked at once: the
 * caller builds both queries on the same filter, so the total counts what the windows list.
 */
export async function countedWindow<Row>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [windowRows, [totals]] = await Promise.all([rows, counted]);
  return { rows: windowRows, total: totals?.total ?? 0 };
}
