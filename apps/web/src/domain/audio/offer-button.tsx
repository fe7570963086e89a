import LockIcon from '@mui/icons-material/LockOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import { Button, Tooltip } from '@mui/material';
import type { ClientAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { useSubscriptionDialog } from '../payments/subscription-dialog';
import type { ClientAudioCache } from './client-audio-actions';
import { OfferDialog } from './offer-dialog';

/**
 * "Offer to license" an audio, with its dialog (from the composer's asking price when they named
 * one). Without writingAccess the offer is locked up front: the button says so and opens
 * "Upgrade Your Plan" instead of a form whose send the server would refuse (402).
 */
export function OfferButton({
  audio,
  askingPrice = null,
  cache,
}: {
  audio: ClientAudio;
  /** A take's asking price (its composer's, for each take of the submission): the offer's default. */
  askingPrice?: number | null;
  cache: ClientAudioCache;
}) {
  const { t } = useTranslation();
  const [isOffering, setIsOffering] = useState(false);
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
    </>
  );
}
