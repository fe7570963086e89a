import { Typography } from '@mui/material';
import type { ClientOffer } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadFailed } from '../../components/list-states';
import { OfferStateChip } from '../../components/offer-state-chip';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { formatUsd } from '../../lib/format-usd';
import { useClientOffers } from './api/client-offers';
import { LicenceActions } from './licence-actions';
import { SettingsSection } from './settings-section';

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

  let content;
  if (query.isPending) content = <ListSkeleton rows={2} height={52} />;
  else if (query.isError) {
    content = (
      <LoadFailed message={t('money.licences.loadFailed')} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    content = <Typography color="text.secondary">{t('money.licences.empty')}</Typography>;
  } else {
    content = (
      <ResponsiveTable
        caption={t('money.licences.caption')}
        columns={columns}
        rows={query.data}
        rowKey={(offer) => offer.id}
      />
    );
  }
  return (
    <SettingsSection title={t('money.licences.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('money.licences.lead')}
      </Typography>
      {content}
    </SettingsSection>
  );
}
