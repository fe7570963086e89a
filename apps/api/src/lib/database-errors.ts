/**
 * Reading the errors a query ends in, on either driver. Drizzle wraps the driver's error
 * (`DrizzleQueryError`: the SQL, its parameters and the driver's error as `cause`), so every
 * check here walks the whole chain of causes.
 */
import { causesOf, type ErrorFields } from './error-causes';

/** A server's error report (pg's and PGlite's DatabaseError): a SQLSTATE code and a severity. */
const isServerReport = (e: ErrorFields) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';

/** Drizzle's wrapper: the failed statement and the values bound to it. */
const isFailedQuery = (e: ErrorFields) => typeof e.query === 'string' && Array.isArray(e.params);

/** PostgreSQL's unique_violation, reached through Drizzle's wrapper on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causesOf(error)) if (e.code === '23505') return true;
  return false;
}

/** The network gave no connection, or lost it (Node's codes, as pg reports them). */
const LOST_CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed,
 * or is starting), and 53300 (no connection slot free): the server is there but not serving.
 */
const UNAVAILABLE_SQLSTATE = /^(?:08...|57P0[123]|53300)$/;

/** What the drivers say when there is no database to talk to; none of these quote a value. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/, // pg: the server or the network closed the connection
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within its timeout
  /is not queryable$/, // pg: a client whose connection already failed or closed
  /^Cannot use a pool after calling end on the pool$/, // pg-pool: the app is closing
  /^PGlite is closed$/, // PGlite: the embedded database was closed
];

/**
 * Whether the database could not be reached at all (as opposed to refusing one statement): the
 * request may well succeed once it is back, so it is answered 503, not 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const e of causesOf(error)) {
    if (typeof e.code === 'string' && LOST_CONNECTION_CODES.has(e.code)) return true;
    if (isServerReport(e) && UNAVAILABLE_SQLSTATE.test(e.code as string)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (!isServerReport(e) && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
  }
  return false;
}

/**
 * A failed statement, named by its verb and its first table (`insert users`), from the SQL
 * text alone: string literals are dropped first, and the values were never in the text.
 */
export function queryNameOf(sql: string): string {
  const text = sql.replace(/'(?:[^']|'')*'/g, "''");
  const verb = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:into|from|update|join)\s+"?([A-Za-z_][A-Za-z0-9_$]*)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * What may be logged of a failed query: which statement, the SQLSTATE (or network) code, the
 * severity and the names of what it touched. Never the bound values, the server's `detail`
 * ("Key (email)=(…) already exists"), `where`, `hint` or any message, since those can quote
 * values: a password hash, an email, a token. Undefined when no query or database is involved.
 */
export type DatabaseErrorSummary = {
  query?: string;
  code?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  unreachable?: true;
};

const NAME_FIELDS = ['schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

export function summarizeDatabaseError(error: unknown): DatabaseErrorSummary | undefined {
  const chain = [...causesOf(error)];
  const failedQuery = chain.find(isFailedQuery);
  const report = chain.find(isServerReport);
  const unreachable = isDatabaseUnreachable(error);
  if (!failedQuery && !report && !unreachable) return undefined;

  const summary: DatabaseErrorSummary = {};
  if (failedQuery) summary.query = queryNameOf(failedQuery.query as string);
  const coded = report ?? chain.find((e) => typeof e.code === 'string');
  if (coded) summary.code = coded.code as string;
  if (report) {
    if (typeof report.severity === 'string') summary.severity = report.severity;
    for (const field of NAME_FIELDS) {
      const value = report[field];
      if (typeof value === 'string' && value !== '') summary[field] = value;
    }
  }
  if (unreachable) summary.unreachable = true;
  return summary;
}
