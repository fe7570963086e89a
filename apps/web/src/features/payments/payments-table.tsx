import { Box, Typography } from '@mui/material';
import type { AdminPayment } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { PaymentStateChip } from '../../domain/payments/payment-state-chip';
import { paymentWhat } from '../../domain/payments/payment-what';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { formatDateTime } from '../../lib/format-date-time';
import { formatUsd } from '../../lib/format-usd';

/** One page of payments: when, who, what, how much, its state and the provider's session. */
export function PaymentsTable({ payments }: { payments: AdminPayment[] }) {
  const { t } = useTranslation();
  const columns: Column<AdminPayment>[] = [
    {
      key: 'what',
      label: t('money.admin.what'),
      render: (payment) => paymentWhat(payment),
      isPrimary: true,
      width: '18%',
    },
    {
      key: 'client',
      label: t('money.admin.client'),
      render: ({ client }) => (
        <Box>
          <Typography variant="body2">{client.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[client.email, client.agency].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      ),
      width: '22%',
    },
    {
      key: 'amount',
      label: t('money.admin.amount'),
      render: (payment) => formatUsd(payment.amountCents / 100),
      width: '10%',
    },
    {
      key: 'state',
      label: t('money.admin.state'),
      render: (payment) => <PaymentStateChip state={payment.state} />,
      width: '13%',
    },
    {
      key: 'created',
      label: t('money.admin.created'),
      render: (payment) => formatDateTime(payment.createdAt),
      width: '12%',
    },
    {
      key: 'paid',
      label: t('money.admin.paidAt'),
      render: (payment) =>
        payment.paidAt ? formatDateTime(payment.paidAt) : t('money.admin.notPaid'),
      width: '12%',
    },
    {
      key: 'session',
      label: t('money.admin.session'),
      render: (payment) => (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
          {[payment.provider, payment.providerSessionId].filter(Boolean).join(' · ')}
        </Typography>
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption={t('money.admin.caption')}
      columns={columns}
      rows={payments}
      rowKey={(payment) => payment.id}
    />
  );
}
