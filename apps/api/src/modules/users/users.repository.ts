import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AccountStatus, Role } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

const notRemoved = isNull(users.deletedAt);

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const usersRepository = {
  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), notRemoved));
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), notRemoved));
    return row;
  },

  async findByIdForUpdate(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), notRemoved))
      .for('update');
    return row;
  },

  async insert(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: DbOrTx, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    if (!row) throw new Error('update found no row');
    return row;
  },

  /** Updates the row and invalidates every access token issued before (they carry the version). */
  async bumpTokenVersion(db: DbOrTx, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error('update found no row');
    return row;
  },

  async listByRoleAndStatus(db: DbOrTx, role: Role, status: AccountStatus): Promise<UserRow[]> {
    return db
      .select()
      .from(users)
      .where(and(eq(users.role, role), eq(users.status, status), notRemoved))
      .orderBy(asc(users.createdAt), asc(users.id));
  },

  async pageByRole(
    db: DbOrTx,
    role: Role,
    filter: { status?: AccountStatus; search?: string; offset: number; limit: number },
  ): Promise<{ rows: UserRow[]; total: number }> {
    const conditions: SQL[] = [eq(users.role, role), notRemoved];
    if (filter.status) conditions.push(eq(users.status, filter.status));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      const matches = or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(users.clientAgencyName, pattern),
      );
      if (matches) conditions.push(matches);
    }
    const where = and(...conditions);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .offset(filter.offset)
        .limit(filter.limit),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async countAll(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ total: count() }).from(users);
    return row?.total ?? 0;
  },
};
