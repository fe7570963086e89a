import type { ClientAudio, ClientTake } from '@cuebrief/shared';
import { useState } from 'react';
import { ClientAudioItem } from '../../../domain/audio/client-audio-item';
import { TakeReviewPanel } from '../../../domain/reviews/take-review-panel';
import { CLIENT_SUBMISSIONS_KEY, clientSubmissionsCache } from '../api/client-submissions';

/**
 * One take as the request's client reviews it: the chosen version to play, favourite and offer
 * on (from the composer's asking price), with the take's versions to compare, its comments, its
 * history and the decision on it.
 */
export function ClientTakeItem({
  take,
  askingPrice,
  chosen,
  onChoose,
  onSeek,
}: {
  take: ClientTake;
  /** The submission's asking price, for each of its takes (null: none named). */
  askingPrice: number | null;
  /** The version shown and played (the latest until another is chosen). */
  chosen: ClientAudio;
  onChoose: (version: ClientAudio) => void;
  /** Plays the chosen version from a moment (a comment's time). */
  onSeek: (seconds: number) => void;
}) {
  const [isCommentsOpen, setIsCommentsOpen] = useState(false);
  return (
    <ClientAudioItem
      audio={chosen}
      cache={clientSubmissionsCache}
      askingPrice={askingPrice}
      details={
        <TakeReviewPanel
          take={take}
          chosen={chosen}
          onChoose={onChoose}
          onSeek={onSeek}
          role="client"
          listKey={CLIENT_SUBMISSIONS_KEY}
          isCommentsOpen={isCommentsOpen}
          onCommentsOpenChange={setIsCommentsOpen}
        />
      }
    />
  );
}
