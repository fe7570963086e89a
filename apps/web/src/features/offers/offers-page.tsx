import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { InvoicesSection } from './invoices-section';
import { LicencesSection } from './licences-section';
import { useCheckoutReturn } from './use-checkout-return';

/**
 * /offers (Client): the offers to license music with their checkouts and licences, and the
 * invoices with Pay. A page of its own, beside Favourites, so the music-view flag, which hides
 * Settings, never hides what a client has to pay or has licensed (decision 038); every card
 * checkout comes back here with its word.
 */
export function OffersPage() {
  const { t } = useTranslation();
  useCheckoutReturn();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('money.page.title')} lead={t('money.page.lead')} />
      <LicencesSection />
      <InvoicesSection />
    </Stack>
  );
}
