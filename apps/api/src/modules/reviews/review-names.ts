import type { Role } from '@cuebrief/shared';
import { users, type UserRow } from '../../db/schema';
import { fullName } from '../../lib/full-name';

/**
 * How the review loop names people (docs/contracts.md#reviews): a client by their agency (their
 * full name when they have none), a composer by their full name, an admin as the platform.
 * Never an email or a phone number: the columns below are all a name is made from.
 */
export const PLATFORM_NAME = 'Cuebrief';
/** A removed account keeps its rows but no longer its name. */
export const REMOVED_NAME = 'Removed account';

export type NamedPerson = {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  agencyName: string | null;
  deletedAt: Date | null;
};

/** The columns of a `NamedPerson`, for a select joined to `users`. */
export const namedPersonColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  agencyName: users.clientAgencyName,
  deletedAt: users.deletedAt,
};

export function nameOf(person: NamedPerson): string {
  // An admin speaks for the platform, whoever they were.
  if (person.role === 'Admin') return PLATFORM_NAME;
  if (person.deletedAt) return REMOVED_NAME;
  if (person.role === 'Client') return person.agencyName?.trim() || fullName(person);
  return fullName(person);
}

/** A signed-in account as the review loop names it. */
export const personOf = (user: UserRow): NamedPerson => ({
  id: user.id,
  role: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
  agencyName: user.clientAgencyName,
  deletedAt: user.deletedAt,
});
