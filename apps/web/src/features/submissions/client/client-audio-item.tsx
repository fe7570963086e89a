import SellIcon from '@mui/icons-material/SellOutlined';
import { Button, Chip, Typography, darken } from '@mui/material';
import type { ClientAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/format-usd';
import { useMarkListened } from '../api/client-submissions';
import { AudioItem } from '../audio-item';
import { FavoriteButton } from './favorite-button';
import { OfferDialog } from './offer-dialog';

/** One audio sent to the client: "New" until played, the heart, and an offer to license it. */
export function ClientAudioItem({ audio }: { audio: ClientAudio }) {
  const { t } = useTranslation();
  const markListened = useMarkListened();
  const [isOffering, setIsOffering] = useState(false);

  return (
    <AudioItem
      audio={audio}
      onPlayStarted={() => markListened(audio.id)}
      marks={
        <>
          {!audio.isListened && (
            <Chip
              size="small"
              label={t('submissions.states.new')}
              data-testid="new-badge"
              // The brand's orange, darkened so small white text on it reads (WCAG AA).
              sx={(theme) => ({
                bgcolor: darken(theme.palette.secondary.main, 0.25),
                color: theme.palette.secondary.contrastText,
                fontWeight: 700,
              })}
            />
          )}
          <FavoriteButton audio={audio} />
        </>
      }
      details={
        audio.offer && (
          <Typography variant="body2" data-testid="last-offer">
            {t('submissions.client.lastOffer', {
              price: formatUsd(audio.offer.price),
              date: formatDate(audio.offer.createdAt),
            })}
            {' · '}
            {t(`submissions.client.offerStates.${audio.offer.state}`)}
          </Typography>
        )
      }
      actions={
        <>
          <Button
            size="small"
            variant="contained"
            startIcon={<SellIcon />}
            onClick={() => setIsOffering(true)}
            aria-label={t(
              audio.offer ? 'submissions.client.offerAgainOf' : 'submissions.client.offerOf',
              { title: audio.title },
            )}
          >
            {audio.offer ? t('submissions.client.offerAgain') : t('submissions.client.offer')}
          </Button>
          <OfferDialog audio={audio} isOpen={isOffering} onClose={() => setIsOffering(false)} />
        </>
      }
    />
  );
}
