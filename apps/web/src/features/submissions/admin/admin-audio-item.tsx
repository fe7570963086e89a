import SellIcon from '@mui/icons-material/SellOutlined';
import { Button, Stack, Typography } from '@mui/material';
import type { AdminAudio } from '@cuebrief/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioFileBadges } from '../../../domain/audio/audio-file-badges';
import { AudioItem } from '../../../domain/audio/audio-item';
import { ListenedChip } from '../listened-chip';

/**
 * One audio as admins see it (a version of a take): heard or not, how many liked it and made
 * offers, and the take's review under its counts when it is one.
 */
export function AdminAudioItem({
  audio,
  onShowOffers,
  review,
}: {
  audio: AdminAudio;
  onShowOffers: () => void;
  review?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AudioItem
      audio={audio}
      marks={<ListenedChip listenedAt={audio.listenedAt} />}
      details={
        <Stack spacing={1}>
          <AudioFileBadges files={audio.files} />
          <Typography variant="body2" color="text.secondary" data-testid="audio-counts">
            {t('submissions.admin.favouritesCount', { count: audio.favoritesCount })}
            {' · '}
            {t('submissions.admin.offersCount', { count: audio.offersCount })}
          </Typography>
          {review}
        </Stack>
      }
      actions={
        <Button
          size="small"
          variant="outlined"
          startIcon={<SellIcon />}
          onClick={onShowOffers}
          aria-label={t('submissions.admin.showOffersOf', { title: audio.title })}
        >
          {t('submissions.admin.showOffers')}
        </Button>
      }
    />
  );
}
