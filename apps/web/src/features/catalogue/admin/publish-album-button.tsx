import PublicIcon from '@mui/icons-material/PublicOutlined';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import { Button, Stack, Typography } from '@mui/material';
import type { Album } from '@cuebrief/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { reasonOf } from '../../../lib/refusal-reason';
import { useSetAlbumPublished } from '../api/albums';

/**
 * Publish a draft (an album without tracks cannot be: the button says why it waits), or return a
 * published album to draft once the admin confirms, since clients lose it (decision 043).
 */
export function PublishAlbumButton({ album }: { album: Album }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const setPublished = useSetAlbumPublished(album.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const hintId = useId();
  const canPublish = album.tracksCount > 0;

  const change = async (isPublished: boolean) => {
    try {
      await setPublished.mutateAsync(isPublished);
      showToast({
        severity: 'success',
        description: t(isPublished ? 'catalogueAdmin.isPublished' : 'catalogueAdmin.isDraft', {
          title: album.title,
        }),
      });
      setIsConfirming(false);
    } catch (error) {
      const reason = reasonOf(error);
      showToast({
        severity: 'error',
        description: t(
          isPublished ? 'catalogueAdmin.publishFailed' : 'catalogueAdmin.unpublishFailed',
          { reason },
        ),
      });
    }
  };

  if (album.published) {
    return (
      <>
        <Button
          variant="outlined"
          startIcon={<UnpublishedIcon />}
          onClick={() => setIsConfirming(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('catalogueAdmin.unpublish')}
        </Button>
        <ConfirmDialog
          isOpen={isConfirming}
          title={t('catalogueAdmin.unpublishTitle', { title: album.title })}
          onClose={() => setIsConfirming(false)}
          onConfirm={() => void change(false)}
          isLoading={setPublished.isPending}
        >
          <Typography>{t('catalogueAdmin.unpublishText')}</Typography>
        </ConfirmDialog>
      </>
    );
  }
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button
        variant="contained"
        color="success"
        startIcon={<PublicIcon />}
        disabled={!canPublish || setPublished.isPending}
        aria-describedby={canPublish ? undefined : hintId}
        onClick={() => void change(true)}
      >
        {t('catalogueAdmin.publish')}
      </Button>
      {!canPublish && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('catalogueAdmin.needsTrack')}
        </Typography>
      )}
    </Stack>
  );
}
