import { Typography } from '@mui/material';
import type { ClientOffer } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { OfferStateChip } from './offer-state-chip';
import type { Column } from '../../components/responsive-table';
import { formatUsd } from '../../lib/format-usd';
import { useClientOffers } from './api/client-offers';
import { LicenceActions } from './licence-actions';
import { MoneyTableSection } from './money-table-section';

/** A client's offers to license (GET /client/offers): their answers, checkouts and licences. */
export function LicencesSection() {
  const { t } = useTranslation();
  const query = useClientOffers();

  const columns: Column<ClientOffer>[] = [
    {
      key: 'audio',
      label: t('money.licences.audio'),
      render: (offer) => offer.audio.title,
      isPrimary: true,
      width: '22%',
    },
    {
      key: 'request',
      label: t('money.licences.request'),
      render: (offer) => offer.request?.title ?? t('money.licences.catalogue'),
      width: '20%',
    },
    {
      key: 'price',
      label: t('money.licences.price'),
      render: (offer) => formatUsd(offer.priceCents / 100),
      width: '12%',
    },
    {
      key: 'state',
      label: t('money.licences.state'),
      render: (offer) => <OfferStateChip state={offer.state} />,
      width: '18%',
    },
    {
      key: 'licence',
      label: t('money.licences.actions'),
      render: (offer) => <LicenceActions offer={offer} />,
    },
  ];

  return (
    <MoneyTableSection
      title={t('money.licences.title')}
      lead={
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('money.licences.lead')}
        </Typography>
      }
      query={query}
      columns={columns}
      skeletonHeight={52}
      texts={{
        loadFailed: t('money.licences.loadFailed'),
        empty: t('money.licences.empty'),
        caption: t('money.licences.caption'),
      }}
    />
  );
}
