import { Card, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PagedList } from '../../components/paged-list/paged-list';
import { useListParams } from '../../components/paged-list/use-list-params';
import { useAdminPayments } from './api/admin-payments';
import { PaymentFilterFields } from './payment-filter-fields';
import { PAYMENT_FILTERS, paymentsFiltersOf } from './payments-filters';
import { PaymentsTable } from './payments-table';

/**
 * /payments (Admin): every payment, newest first, filtered by state and purpose with the filters
 * and page kept in the address. A failed load stays on the page without a toast
 * (docs/contracts.md#failure-toasts).
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const params = useListParams(PAYMENT_FILTERS);
  const filters = paymentsFiltersOf(params.filters);
  const query = useAdminPayments({ page: params.page, ...filters });
  const isFiltered = Object.keys(filters).length > 0;

  return (
    <Stack spacing={3}>
      <PageHeader title={t('menu.payments')} lead={t('money.admin.lead')} />
      <PagedList
        query={query}
        params={params}
        filters={<PaymentFilterFields params={params} filters={filters} />}
        emptyText={isFiltered ? t('money.admin.noMatch') : t('money.admin.empty')}
        failedText={t('money.admin.loadFailed')}
        skeleton={{ rows: 5, height: 52 }}
      >
        {(payments) => (
          <Card variant="outlined" sx={{ px: { xs: 2, md: 0 }, py: { xs: 1, md: 0 } }}>
            <PaymentsTable payments={payments} />
          </Card>
        )}
      </PagedList>
    </Stack>
  );
}
