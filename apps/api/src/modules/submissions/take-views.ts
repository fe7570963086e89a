import type { Audio } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';
import type { AudioWithFiles } from '../audio/audio.types';
import type { ReviewsService, TakeReviewSummary } from '../reviews/reviews.service';

/** A take as a submission list shows it: its latest version, every version, its review. */
export type Take<View> = View & { versions: View[] } & TakeReviewSummary;

/** A take nobody has said anything about yet. */
const UNREVIEWED: TakeReviewSummary = { decision: null, commentCount: 0, lastEvent: null };

/** The take a version belongs to; every take's version has one (audios_take_check). */
export const takeIdOf = (entry: AudioWithFiles): string => entry.audio.takeId ?? entry.audio.id;

/**
 * The versions given, in any role's view, made into takes (docs/contracts.md#versions): each
 * take once, as its latest version, with `versions` newest first (the latest included) and its
 * review. Takes keep the order in which their first version appears, so versions listed oldest
 * first give takes in the order of their first upload.
 */
export function takesOf<View extends Pick<Audio, 'takeId' | 'version' | 'id'>>(
  views: View[],
  reviews: ReadonlyMap<string, TakeReviewSummary>,
): Take<View>[] {
  const versionsOf = new Map<string, View[]>();
  for (const view of views) {
    const takeId = view.takeId ?? view.id;
    const versions = versionsOf.get(takeId);
    if (versions) versions.push(view);
    else versionsOf.set(takeId, [view]);
  }
  return [...versionsOf].flatMap(([takeId, versions]) => {
    versions.sort((a, b) => (b.version ?? 0) - (a.version ?? 0));
    const [latest] = versions;
    if (!latest) return [];
    return [{ ...latest, versions, ...(reviews.get(takeId) ?? UNREVIEWED) }];
  });
}

/**
 * The review of each take the versions given belong to, read in one batch for a list; the
 * request each take answers comes from `requestIdOf` (its submission's request).
 */
export function reviewsOfTakes(
  reviews: Pick<ReviewsService, 'summariesOf'>,
  viewer: UserRow,
  entries: AudioWithFiles[],
  requestIdOf: (entry: AudioWithFiles) => string | undefined,
): Promise<Map<string, TakeReviewSummary>> {
  const takes = new Map<string, { takeId: string; requestId: string }>();
  for (const entry of entries) {
    const takeId = takeIdOf(entry);
    const requestId = requestIdOf(entry);
    if (requestId && !takes.has(takeId)) takes.set(takeId, { takeId, requestId });
  }
  return reviews.summariesOf(viewer, [...takes.values()]);
}
