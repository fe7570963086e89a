/**
 * The profile's two premium flags as the browser holds them. Typed as the answer may come, not
 * as our server sends it: a server written to the specification may leave either field out.
 */
type ProfileAnswer = {
  /** The profile the server gave, or null: not asked yet, still loading, or nothing came. */
  profile: { isSubscriptionEnabled?: boolean | null; writingAccess?: boolean | null } | null;
  /** The profile was asked for and the server gave nothing back. */
  hasProfileLoadFailed: boolean;
};

/**
 * Spec §3, word for word: "isSubscriptionEnabled (true when unset; false if the server gives
 * nothing)". Unset is true: before any profile is known (a guest, the first load) and when a
 * profile carries no such field, so nothing is locked before the server had its say. The server
 * giving nothing is false: a profile load that came back without a profile.
 */
export function isSubscriptionEnabledOf({ profile, hasProfileLoadFailed }: ProfileAnswer): boolean {
  if (profile) return profile.isSubscriptionEnabled ?? true;
  return !hasProfileLoadFailed;
}

/**
 * writingAccess (spec §3; product.md §3: approved and, for a client, a running plan) gates the
 * premium actions before anything is typed. The server's false closes them; a profile that says
 * nothing of it leaves them to the server, which answers 402 when they are not allowed. Without a
 * profile there is nobody to act as.
 */
export function hasWritingAccessOf({ profile }: ProfileAnswer): boolean {
  return profile !== null && profile.writingAccess !== false;
}
