import { Button } from '@mui/material';
import type { ClientPayment } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { PaymentStateChip } from '../../domain/payments/payment-state-chip';
import { paymentWhat } from '../../domain/payments/payment-what';
import type { Column } from '../../components/responsive-table';
import { formatDate } from '../../lib/format-date';
import { formatUsd } from '../../lib/format-usd';
import { useClientPayments } from './api/client-payments';
import { MoneyTableSection } from './money-table-section';

/** A client's payments (GET /client/payments), newest first; a pending checkout can be paid. */
export function InvoicesSection() {
  const { t } = useTranslation();
  const query = useClientPayments();

  const columns: Column<ClientPayment>[] = [
    {
      key: 'what',
      label: t('money.invoices.what'),
      render: (payment) => paymentWhat(payment),
      isPrimary: true,
      width: '34%',
    },
    {
      key: 'date',
      label: t('money.invoices.date'),
      render: (payment) => formatDate(payment.createdAt),
      width: '18%',
    },
    {
      key: 'amount',
      label: t('money.invoices.amount'),
      render: (payment) => formatUsd(payment.amountCents / 100),
      width: '14%',
    },
    {
      key: 'state',
      label: t('money.invoices.state'),
      render: (payment) => <PaymentStateChip state={payment.state} />,
      width: '16%',
    },
    {
      key: 'action',
      label: t('money.invoices.action'),
      render: (payment) => <InvoiceAction payment={payment} />,
    },
  ];

  return (
    <MoneyTableSection
      title={t('money.invoices.title')}
      query={query}
      columns={columns}
      skeletonHeight={44}
      texts={{
        loadFailed: t('money.invoices.loadFailed'),
        empty: t('money.invoices.empty'),
        caption: t('money.invoices.caption'),
      }}
    />
  );
}

/** Pay a pending checkout at the provider; a paid one says when. */
function InvoiceAction({ payment }: { payment: ClientPayment }) {
  const { t } = useTranslation();
  if (payment.state === 'pending' && payment.checkoutUrl) {
    return (
      <Button
        size="small"
        variant="contained"
        href={payment.checkoutUrl}
        aria-label={t('money.invoices.payOf', { what: paymentWhat(payment) })}
      >
        {t('money.invoices.pay')}
      </Button>
    );
  }
  if (payment.paidAt) {
    return t('money.invoices.paidOn', { date: formatDate(payment.paidAt) });
  }
  return null;
}
