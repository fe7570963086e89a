import type { AdminAudio, AdminTake } from '@cuebrief/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { TakeReviewPanel } from '../../../domain/reviews/take-review-panel';
import { AdminAudioItem } from './admin-audio-item';

/**
 * One take as admins see it: the chosen version with its counts and offers, and the take's
 * review to read (versions to compare, the client's decision, comments, history).
 */
export function AdminTakeItem({
  take,
  chosen,
  onChoose,
  onSeek,
  onShowOffers,
  listKey,
}: {
  take: AdminTake;
  /** The version shown and played (the latest until another is chosen). */
  chosen: AdminAudio;
  onChoose: (version: AdminAudio) => void;
  onSeek: (seconds: number) => void;
  /** The offers on a version. */
  onShowOffers: (version: AdminAudio) => void;
  listKey: QueryKey;
}) {
  const [isCommentsOpen, setIsCommentsOpen] = useState(false);
  return (
    <AdminAudioItem
      audio={chosen}
      onShowOffers={() => onShowOffers(chosen)}
      review={
        <TakeReviewPanel
          take={take}
          chosen={chosen}
          onChoose={onChoose}
          onSeek={onSeek}
          role="admin"
          listKey={listKey}
          isCommentsOpen={isCommentsOpen}
          onCommentsOpenChange={setIsCommentsOpen}
        />
      }
    />
  );
}
