import type { UserRow } from '../../db/schema';

/**
 * Premium features (creating requests, offering on audio) need, for a client, a running
 * trial or subscription; composers and admins always have them (product.md §3).
 */
export function hasPremiumAccess(user: UserRow, now: Date): boolean {
  if (user.role !== 'Client') return true;
  return user.trialEndsAt !== null && user.trialEndsAt > now;
}

export function hasWritingAccess(user: UserRow, now: Date): boolean {
  return user.status === 'approved' && hasPremiumAccess(user, now);
}
