import { Typography } from '@mui/material';
import type { ClientAudio } from '@cuebrief/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { formatUsd } from '../../lib/format-usd';
import { AddToShortlistButton } from '../shortlists/add-to-shortlist-button';
import { AudioItem } from './audio-item';
import { useMarkListened, type ClientAudioCache } from './client-audio-actions';
import { FavouriteButton } from './favourite-button';
import { NewBadge } from './new-badge';
import { OfferButton } from './offer-button';

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
  return (
    <AudioItem
      audio={audio}
      onPlayStarted={() => markListened(audio.id)}
      marks={
        <>
          {!audio.isListened && <NewBadge />}
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
          <OfferButton audio={audio} askingPrice={askingPrice} cache={cache} />
          <AddToShortlistButton audioId={audio.id} title={audio.title} version={audio.version} />
        </>
      }
    />
  );
}
