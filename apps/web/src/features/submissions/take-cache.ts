import type { Audio } from '@cuebrief/shared';

/** A take as the submission lists hold it: its latest version, with every version under it. */
type Take<A extends Audio> = A & { versions: A[] };

/**
 * One version of a take changed in a cached list (a listen, a favourite, an offer): in the
 * take's versions, and in the entry itself when it is the latest.
 */
export function patchVersion<A extends Audio, T extends Take<A>>(
  take: T,
  audioId: string,
  patch: Partial<A>,
): T {
  if (!take.versions.some((version) => version.id === audioId)) return take;
  return {
    ...take,
    ...(take.id === audioId ? patch : {}),
    versions: take.versions.map((version) =>
      version.id === audioId ? { ...version, ...patch } : version,
    ),
  };
}

/**
 * A take without one of its versions, once deleted: the next version becomes the entry when
 * the latest went, and the take goes when it had no other (null). Its counts are read again
 * from the server afterwards.
 */
export function withoutVersion<A extends Audio, T extends Take<A>>(
  take: T,
  audioId: string,
): T | null {
  const versions = take.versions.filter((version) => version.id !== audioId);
  if (versions.length === take.versions.length) return take;
  const latest = versions[0];
  if (!latest) return null;
  return take.id === audioId ? { ...take, ...latest, versions } : { ...take, versions };
}
