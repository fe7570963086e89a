import LockIcon from '@mui/icons-material/LockOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import { Button, Chip, Tooltip, Typography, darken } from '@mui/material';
import type { ClientAudio } from '@cuebrief/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { useAuth } from '../../lib/auth/auth-context';
import { formatUsd } from '../../lib/format-usd';
import { useSubscriptionDialog } from '../payments/subscription-dialog';
import { AddToShortlistButton } from '../shortlists/add-to-shortlist-button';
import { AudioItem } from './audio-item';
import { useMarkListened, type ClientAudioCache } from './client-audio-actions';
import { FavouriteButton } from './favourite-button';
import { OfferDialog } from './offer-dialog';

/**
 * One audio as a client hears it (a submission or a catalogue track): "New" until played, the
 * heart, an offer to license it, and a place on one of their shortlists. `cache` is the list it sits in, which the marks update.
 */
export function ClientAudioItem({
  audio,
  cache,
  askingPrice = null,
  details,
}: {
  audio: ClientAudio;
  cache: ClientAudioCache;
  /** A take's asking price (its composer's, for each take of the submission): shown, and the offer's default. */
  askingPrice?: number | null;
  /** What the list adds of its own, above the last offer (a track's genre and mood). */
  details?: ReactNode;
}) {
  const { t } = useTranslation();
  const markListened = useMarkListened(cache);
  const [isOffering, setIsOffering] = useState(false);
  // Without writingAccess the offer is locked up front: the button says so and opens "Upgrade
  // Your Plan" instead of a form whose send the server would refuse (402).
  const { hasWritingAccess } = useAuth();
  const subscriptionDialog = useSubscriptionDialog();
  const offerButton = (
    <Button
      size="small"
      variant="contained"
      startIcon={hasWritingAccess ? <SellIcon /> : <LockIcon />}
      onClick={() => (hasWritingAccess ? setIsOffering(true) : subscriptionDialog.open())}
      aria-label={t(
        audio.offer ? 'submissions.client.offerAgainOf' : 'submissions.client.offerOf',
        { title: audio.title },
      )}
    >
      {audio.offer ? t('submissions.client.offerAgain') : t('submissions.client.offer')}
    </Button>
  );

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
          <FavouriteButton audio={audio} cache={cache} />
        </>
      }
      details={
        <>
          {details}
          {askingPrice !== null && (
            <Typography variant="body2" data-testid="asking-price">
              {t('submissions.askingPrice', { price: formatUsd(askingPrice) })}
            </Typography>
          )}
          {audio.offer && (
            <Typography variant="body2" data-testid="last-offer">
              {t('submissions.client.lastOffer', {
                price: formatUsd(audio.offer.price),
                date: formatDate(audio.offer.createdAt),
              })}
              {' · '}
              {t(`submissions.client.offerStates.${audio.offer.state}`)}
            </Typography>
          )}
        </>
      }
      actions={
        <>
          {hasWritingAccess ? (
            offerButton
          ) : (
            <Tooltip title={t('submissions.client.offerNeedsPlan')} describeChild>
              {offerButton}
            </Tooltip>
          )}
          <OfferDialog
            audio={audio}
            askingPrice={askingPrice}
            cache={cache}
            isOpen={isOffering}
            onClose={() => setIsOffering(false)}
          />
          <AddToShortlistButton audioId={audio.id} title={audio.title} version={audio.version} />
        </>
      }
    />
  );
}
