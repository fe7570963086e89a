import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageWindow } from '../lib/paging';
import type { DbOrTx } from './client';
import { countedWindow } from './counted-window';

/**
 * One page of a table's rows and how many rows match in all, read together with one filter, so
 * the total always counts what the pages list. Lists whose pages are not rows (agencies, grouped
 * by name) page themselves.
 */
export async function pageRows<TTable extends PgTable>(
  db: DbOrTx,
  table: TTable,
  list: { where: SQL | undefined; orderBy: (PgColumn | SQL)[] },
  window: PageWindow,
): Promise<{ rows: TTable['$inferSelect'][]; total: number }> {
  // Drizzle cannot type `from()` over a table left generic, so the query sees any table; the
  // whole-table select it runs yields exactly that table's rows, which the result type says.
  const source: PgTable = table;
  const { rows, total } = await countedWindow(
    db
      .select()
      .from(source)
      .where(list.where)
      .orderBy(...list.orderBy)
      .offset(window.offset)
      .limit(window.limit),
    db.select({ total: count() }).from(source).where(list.where),
  );
  return { rows: rows as TTable['$inferSelect'][], total };
}
