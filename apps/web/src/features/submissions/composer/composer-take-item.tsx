import UploadIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import type { ComposerAudio, ComposerTake } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LatestStateChip } from '../../../domain/reviews/latest-state-chip';
import { TakeReviewPanel } from '../../../domain/reviews/take-review-panel';
import { COMPOSER_SUBMISSIONS_KEY } from '../api/composer-submissions';
import { ComposerAudioItem } from './composer-audio-item';
import { VersionUploadDialog } from './version-upload-dialog';

/**
 * One of the composer's takes: where it stands at a glance (its latest event), the chosen version with its files, the versions to compare, the client's comments
 * to reply to, the client's decision and why, its history, and a new version to upload while
 * the request is open.
 */
export function ComposerTakeItem({
  take,
  chosen,
  onChoose,
  onSeek,
  canAddVersion,
  isDeleting,
  onDelete,
}: {
  take: ComposerTake;
  /** The version shown and played (the latest until another is chosen). */
  chosen: ComposerAudio;
  onChoose: (version: ComposerAudio) => void;
  /** Plays the chosen version from a moment (a comment's time). */
  onSeek: (seconds: number) => void;
  /** The request is open: it takes new versions. */
  canAddVersion: boolean;
  /** The chosen version is being deleted. */
  isDeleting: boolean;
  /** Asks to delete the chosen version. */
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [isCommentsOpen, setIsCommentsOpen] = useState(false);
  const [isUploading, setIsUploading] = useState(false);

  return (
    <ComposerAudioItem
      audio={chosen}
      isDeleting={isDeleting}
      onDelete={onDelete}
      marks={<LatestStateChip lastEvent={take.lastEvent} />}
      review={
        <TakeReviewPanel
          take={take}
          chosen={chosen}
          onChoose={onChoose}
          onSeek={onSeek}
          role="composer"
          listKey={COMPOSER_SUBMISSIONS_KEY}
          isCommentsOpen={isCommentsOpen}
          onCommentsOpenChange={setIsCommentsOpen}
          actions={
            canAddVersion && (
              <>
                <Button
                  size="small"
                  startIcon={<UploadIcon />}
                  onClick={() => setIsUploading(true)}
                  aria-label={t('reviews.upload.buttonOf', { title: take.title })}
                >
                  {t('reviews.upload.button')}
                </Button>
                <VersionUploadDialog
                  take={take}
                  isOpen={isUploading}
                  onClose={() => setIsUploading(false)}
                />
              </>
            )
          }
        />
      }
    />
  );
}
