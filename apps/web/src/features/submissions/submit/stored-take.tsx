import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Stack, Typography } from '@mui/material';
import type { Audio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { useRefetchWhileAnalysing } from '../../../domain/analysis/use-refetch-while-analysing';
import { AudioFileBadges } from '../../../domain/audio/audio-file-badges';
import { AudioItem, AudioList } from '../../../domain/audio/audio-item';
import { reasonOf } from '../../../lib/refusal-reason';
import { useComposerSubmissions, useDeleteAudio } from '../api/composer-submissions';

/**
 * A take just uploaded, as it will be heard: the upload's answer says its analysis is pending,
 * so the composer's list is asked for again until its measured values and fit arrive. A take
 * that does not fit its brief can be deleted at once and another uploaded in its place, before
 * the client listens.
 */
export function StoredTake({ audio, onDeleted }: { audio: Audio; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const submissions = useComposerSubmissions();
  const deleting = useDeleteAudio();
  const [isConfirming, setIsConfirming] = useState(false);
  // The submission being answered is the newest: its take is in the first window.
  const live =
    submissions.items
      .flatMap((submission) => submission.audios)
      .find((candidate) => candidate.id === audio.id) ?? audio;
  useRefetchWhileAnalysing([live], submissions.refetch);
  const fitsBadly = live.fit !== null && live.fit.summary !== 'fits';

  const confirmDelete = () =>
    deleting.mutate(live.id, {
      onSuccess: () => {
        setIsConfirming(false);
        showToast({
          severity: 'success',
          description: t('analysis.replace.deleted', { title: live.title }),
        });
        onDeleted?.();
      },
      onError: (error) =>
        showToast({
          severity: 'error',
          description: t('analysis.replace.deleteFailed', { reason: reasonOf(error) }),
        }),
    });

  return (
    <Stack spacing={1.5}>
      <AudioList>
        <AudioItem
          audio={live}
          isBusy={deleting.isPending}
          details={<AudioFileBadges files={live.files} />}
          actions={
            onDeleted && (
              <Button
                size="small"
                color={fitsBadly ? 'error' : 'inherit'}
                variant={fitsBadly ? 'outlined' : 'text'}
                startIcon={<ReplayIcon />}
                onClick={() => setIsConfirming(true)}
                disabled={deleting.isPending}
                aria-label={
                  deleting.isPending
                    ? undefined
                    : t('analysis.replace.deleteOf', { title: live.title })
                }
              >
                {deleting.isPending ? t('analysis.replace.deleting') : t('analysis.replace.delete')}
              </Button>
            )
          }
        />
      </AudioList>
      {fitsBadly && onDeleted && (
        <Typography variant="body2" color="text.secondary">
          {t('analysis.replace.hint')}
        </Typography>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('submissions.mine.deleteTitle', { title: live.title })}
        onClose={() => !deleting.isPending && setIsConfirming(false)}
        onConfirm={confirmDelete}
        isLoading={deleting.isPending}
      >
        <Typography>{t('submissions.mine.deleteText')}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
