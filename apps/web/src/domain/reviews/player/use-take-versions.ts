import type { Audio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePlayerActions,
  usePlayerSelector,
} from '../../../components/audio-player/player-provider';
import { versionTrackOf } from './version-track';

/** A take in a list: its latest version, with every version (newest first, the latest too). */
export type TakeWithVersions<A extends Audio> = A & { versions: readonly A[] };

/** Takes shown together under one byline (a submission: its composer, or its request). */
export type TakeGroup<A extends Audio> = {
  takes: readonly TakeWithVersions<A>[];
  byline: string | null;
};

/**
 * A page of takes on the app's player: which version of each take is shown and played, and
 * the page's tracks for its PlayerQueue (the chosen version of each take, in the page's order,
 * named in the bar with its version and the group's byline). Choosing another version of the
 * take that is playing swaps it in at the same moment (A/B); `playFrom` plays a take's chosen
 * version from a moment (a comment's time) with the page as the queue; `versionOf` numbers any
 * version shown, for the comment form.
 */
export function useTakeVersions<A extends Audio>(
  groups: readonly TakeGroup<A>[],
  options: { canComment: boolean; onPlayStarted?: (version: A) => void },
) {
  const { t } = useTranslation();
  const actions = usePlayerActions();
  const currentId = usePlayerSelector((state) => state.current?.id ?? null);
  const [chosenIds, setChosenIds] = useState<Readonly<Record<string, string>>>({});
  const takes = groups.flatMap((group) => group.takes);
  const bylineOf = new Map(
    groups.flatMap((group) => group.takes.map((take) => [take, group.byline] as const)),
  );

  const chosenOf = (take: TakeWithVersions<A>): A =>
    take.versions.find((version) => version.id === chosenIds[take.id]) ?? take;
  const trackOf = (take: TakeWithVersions<A>, version: A) =>
    versionTrackOf(version, {
      subtitle: [t('reviews.versions.short', { version: version.version ?? 1 }), bylineOf.get(take)]
        .filter(Boolean)
        .join(' · '),
      canComment: options.canComment,
      onPlayStarted: options.onPlayStarted && (() => options.onPlayStarted?.(version)),
    });
  const tracks = takes.map((take) => trackOf(take, chosenOf(take)));

  const choose = (take: TakeWithVersions<A>, version: A) => {
    setChosenIds((ids) => ({ ...ids, [take.id]: version.id }));
    const isPlayingThisTake = take.versions.some((candidate) => candidate.id === currentId);
    if (isPlayingThisTake) actions.switchTrack(trackOf(take, version));
  };

  const playFrom = (take: TakeWithVersions<A>, seconds: number) => {
    const index = takes.indexOf(take);
    if (index >= 0) actions.playQueue(tracks, index, seconds);
  };

  const versionOf = (audioId: string) =>
    takes.flatMap((take) => take.versions).find((version) => version.id === audioId)?.version ??
    null;

  return { chosenOf, tracks, choose, playFrom, versionOf };
}
