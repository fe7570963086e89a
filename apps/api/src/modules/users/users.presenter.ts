import type { Agency, Profile } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';
import { hasPremiumAccess, hasWritingAccess } from './premium-access';

/**
 * What leaves the server about an account: never the hash, the token version or who decided.
 * An admin's second factor is known only where their own profile is shown (`secondFactor`).
 */
export function presentProfile(
  user: UserRow,
  now: Date,
  secondFactor: Profile['secondFactor'] = null,
): Profile {
  return {
    uuid: user.id,
    role: user.role,
    status: user.status,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    writingAccess: hasWritingAccess(user, now),
    isSubscriptionEnabled: hasPremiumAccess(user, now),
    trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
    pro: user.pro,
    ipiNumber: user.ipiNumber,
    signupType: user.signupType,
    clientAgencyName: user.clientAgencyName,
    website: user.website,
    agencyLocationCity: user.agencyLocationCity,
    agencyLocationCountry: user.agencyLocationCountry,
    duty: user.duty,
    notifyNewRequests: user.role === 'Composer' ? user.notifyNewRequests : null,
    notifyReviewActivity: user.role === 'Admin' ? null : user.notifyReviewActivity,
    secondFactor: user.role === 'Admin' ? secondFactor : null,
    colorScheme: user.colorScheme,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * An agency as the admin's list shows it. `clients` come newest first. The name is written as
 * its first client wrote it; website and location come from the newest client that gave them
 * (city and country together, so they always describe one place).
 */
export function presentAgency(clients: UserRow[], now: Date): Agency {
  const oldest = clients.at(-1);
  const withWebsite = clients.find((client) => client.website);
  const withLocation = clients.find(
    (client) => client.agencyLocationCity || client.agencyLocationCountry,
  );
  return {
    name: oldest?.clientAgencyName?.trim() ?? '',
    website: withWebsite?.website ?? null,
    agencyLocationCity: withLocation?.agencyLocationCity ?? null,
    agencyLocationCountry: withLocation?.agencyLocationCountry ?? null,
    clients: clients.map((client) => presentProfile(client, now)),
  };
}
