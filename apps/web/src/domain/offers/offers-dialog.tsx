import { Typography } from '@mui/material';
import type { AdminOfferWithLicence } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListSkeleton, LoadFailed } from '../../components/list-states';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { formatDate } from '../../lib/format-date';
import { formatUsd } from '../../lib/format-usd';
import { OfferLicensing } from './offer-licensing';
import { useAudioOffers } from './use-audio-offers';

/**
 * The offers on one audio (who, from which agency, how much, when), fetched when opened, and
 * what to do about each: answer it, follow its checkout, deliver its licence. Admins open it from
 * All Submissions and from an album's tracks: the calls cover both kinds of audio.
 */
export function OffersDialog({
  audio,
  isOpen,
  onClose,
}: {
  /** The audio whose offers show; kept while the dialog closes, so its title does not blink. */
  audio: { id: string; title: string } | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offers = useAudioOffers(isOpen && audio ? audio.id : null);
  const columns: Column<AdminOfferWithLicence>[] = [
    {
      key: 'client',
      label: t('submissions.admin.columns.client'),
      isPrimary: true,
      render: (offer) => (
        <>
          {offer.client.name}
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
            {offer.client.email}
          </Typography>
        </>
      ),
    },
    {
      key: 'agency',
      label: t('submissions.admin.columns.agency'),
      render: (offer) => offer.client.agencyName ?? t('requests.notGiven'),
    },
    {
      key: 'price',
      label: t('submissions.admin.columns.price'),
      render: (offer) => formatUsd(offer.price),
    },
    {
      key: 'state',
      label: t('submissions.admin.columns.state'),
      render: (offer) => t(`submissions.client.offerStates.${offer.state}`),
    },
    {
      key: 'date',
      label: t('submissions.admin.columns.date'),
      render: (offer) => formatDate(offer.createdAt),
    },
    {
      key: 'licence',
      label: t('submissions.admin.columns.licence'),
      render: (offer) => audio && <OfferLicensing offer={offer} audio={audio} />,
    },
  ];

  let content;
  if (offers.isPending) {
    content = <ListSkeleton rows={2} height={40} />;
  } else if (offers.isError) {
    content = (
      <LoadFailed
        message={t('submissions.admin.offersFailed')}
        onRetry={() => void offers.refetch()}
      />
    );
  } else if (offers.data.offers.length === 0) {
    content = <Typography color="text.secondary">{t('submissions.admin.noOffers')}</Typography>;
  } else {
    content = (
      <ResponsiveTable
        caption={t('submissions.admin.offersTitle', { title: audio?.title ?? '' })}
        columns={columns}
        rows={offers.data.offers}
        rowKey={(offer) => offer.id}
      />
    );
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('submissions.admin.offersTitle', { title: audio?.title ?? '' })}
      onClose={onClose}
      maxWidth="lg"
    >
      <div data-testid="offers-dialog">{content}</div>
    </ConfirmDialog>
  );
}
