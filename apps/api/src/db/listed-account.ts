import { ilike, or, type SQL } from 'drizzle-orm';
import { likePattern } from './like-pattern';
import { users } from './schema';

/** An account as a list shows it beside a row of its own: a payment's payer, an offer's client. */
export type ListedAccount = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  agencyName: string | null;
};

/** The columns of a `ListedAccount`, for a select joined to `users`. */
export const listedAccountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  agencyName: users.clientAgencyName,
};

/**
 * Admins' lists find an account by any of its names, its email or its agency's name, so every
 * list of accounts (or of rows by account) answers the same search the same way.
 */
export function accountMatches(search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
    ilike(users.clientAgencyName, pattern),
  );
}
