import {
  and,
  asc,
  countDistinct,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AccountStatus, Role } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { accountMatches } from '../../db/listed-account';
import { pageRows } from '../../db/page-rows';
import type { PageWindow } from '../../lib/paging';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

const notRemoved = isNull(users.deletedAt);

/** Clients are grouped into agencies by the name they typed, trimmed, whatever the capitals. */
const agencyKey = sql<string>`lower(btrim(${users.clientAgencyName}))`;
/**
 * The clients that make up agencies. Written as the predicate of users_agency_key_idx, with the
 * role as a literal, so the planner can use that index; a client without an agency name has none.
 */
const isAgencyClient = and(
  sql`${users.role} = 'Client' and ${users.deletedAt} is null`,
  sql`${agencyKey} <> ''`,
);
const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

export type AgencyClients = { key: string; clients: UserRow[] };

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
    filter: PageWindow & { status?: AccountStatus; search?: string },
  ): Promise<{ rows: UserRow[]; total: number }> {
    const conditions: SQL[] = [eq(users.role, role), notRemoved];
    if (filter.status) conditions.push(eq(users.status, filter.status));
    if (filter.search) {
      const matches = accountMatches(filter.search);
      if (matches) conditions.push(matches);
    }
    const orderBy = [desc(users.createdAt), desc(users.id)];
    return pageRows(db, users, { where: and(...conditions), orderBy }, filter);
  },

  /**
   * One page of agencies, by name, each with all its clients, newest first. The page is chosen
   * by a grouped query, so only the clients of that page are read. An agency matches a search
   * when its name or any of its clients' names or emails does.
   */
  async pageAgencies(
    db: DbOrTx,
    filter: PageWindow & { search?: string },
  ): Promise<{ agencies: AgencyClients[]; total: number }> {
    let where = isAgencyClient;
    if (filter.search) {
      const pattern = likePattern(filter.search);
      where = and(
        isAgencyClient,
        or(
          ilike(users.clientAgencyName, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(fullName, pattern),
          ilike(users.email, pattern),
        ),
      );
    }
    const [page, [totals]] = await Promise.all([
      db
        .select({ key: agencyKey })
        .from(users)
        .where(where)
        .groupBy(agencyKey)
        .orderBy(asc(agencyKey))
        .offset(filter.offset)
        .limit(filter.limit),
      db
        .select({ total: countDistinct(agencyKey) })
        .from(users)
        .where(where),
    ]);
    const keys = page.map((row) => row.key);
    if (keys.length === 0) return { agencies: [], total: totals?.total ?? 0 };
    const clients = await db
      .select({ user: users, key: agencyKey })
      .from(users)
      .where(and(isAgencyClient, inArray(agencyKey, keys)))
      .orderBy(desc(users.createdAt), desc(users.id));
    return {
      agencies: keys.map((key) => ({
        key,
        clients: clients.filter((row) => row.key === key).map((row) => row.user),
      })),
      total: totals?.total ?? 0,
    };
  },
};
