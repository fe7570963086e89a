import type { UserRow } from '../../db/schema';

/**
 * Premium features (creating requests, offering on audio) need, for a client, a running trial or a
 * paid subscription; composers and admins always have them (docs/contracts.md#premium-access). Both
 * simply run out at their end: nobody has to switch anything off.
 */
export function hasPremiumAccess(user: UserRow, now: Date): boolean {
  if (user.role !== 'Client') return true;
  const isRunning = (end: Date | null) => end !== null && end > now;
  return isRunning(user.trialEndsAt) || isRunning(user.subscriptionEndsAt);
}

export function hasWritingAccess(user: UserRow, now: Date): boolean {
  return user.status === 'approved' && hasPremiumAccess(user, now);
}
