import LockIcon from '@mui/icons-material/LockOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import { Button, IconButton, Tooltip } from '@mui/material';
import type { ClientAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { useSubscriptionDialog } from '../payments/subscription-dialog';
import type { ClientAudioCache } from './client-audio-actions';
import { OfferDialog, type OfferedAudio } from './offer-dialog';

/**
 * "Offer to license" an audio, with its dialog (from the composer's asking price when they named
 * one), wherever a client hears it: its card, a favourite, a row of a request's table of takes,
 * an item of a shortlist. Without writingAccess the offer is locked up front: the button says
 * so and opens "Upgrade Your Plan" instead of a form whose send the server would refuse (402).
 * `isCompact` is the icon alone (its name in a tooltip), for a row of a table.
 */
export function OfferButton({
  audio,
  hasOffer = Boolean(audio.offer),
  askingPrice = null,
  cache,
  isCompact = false,
}: {
  /** The audio; its last offer, when the list has it, makes the button offer again. */
  audio: OfferedAudio & { offer?: ClientAudio['offer'] };
  /** Whether the client offered on it before, where the list knows only that. */
  hasOffer?: boolean;
  /** A take's asking price (its composer's, for each take of the submission): the offer's default. */
  askingPrice?: number | null;
  /** The list the audio sits in, which the offer made updates. */
  cache: ClientAudioCache;
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const [isOffering, setIsOffering] = useState(false);
  const { hasWritingAccess } = useAuth();
  const subscriptionDialog = useSubscriptionDialog();
  const label = t(hasOffer ? 'submissions.client.offerAgainOf' : 'submissions.client.offerOf', {
    title: audio.title,
  });
  const text = hasOffer ? t('submissions.client.offerAgain') : t('submissions.client.offer');
  const onClick = () => (hasWritingAccess ? setIsOffering(true) : subscriptionDialog.open());
  const icon = hasWritingAccess ? <SellIcon /> : <LockIcon />;
  const offerButton = isCompact ? (
    <IconButton size="small" aria-label={label} onClick={onClick}>
      {hasWritingAccess ? <SellIcon fontSize="small" /> : <LockIcon fontSize="small" />}
    </IconButton>
  ) : (
    <Button size="small" variant="contained" startIcon={icon} onClick={onClick} aria-label={label}>
      {text}
    </Button>
  );
  let tooltip: string | null = null;
  if (!hasWritingAccess) tooltip = t('submissions.client.offerNeedsPlan');
  else if (isCompact) tooltip = text;
  return (
    <>
      {tooltip === null ? (
        offerButton
      ) : (
        <Tooltip title={tooltip} describeChild={!hasWritingAccess}>
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
