import type { Profile } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';
import { hasPremiumAccess, hasWritingAccess } from './premium-access';

/** What leaves the server about an account: never the hash, the token version or who decided. */
export function presentProfile(user: UserRow, now: Date): Profile {
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
    createdAt: user.createdAt.toISOString(),
  };
}
