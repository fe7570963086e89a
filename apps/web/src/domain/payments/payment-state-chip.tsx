import type { PaymentState } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusColor } from '../../components/status-chip';

const COLORS: Record<PaymentState, StatusColor> = {
  pending: 'info',
  paid: 'success',
  failed: 'error',
  cancelled: 'warning',
  expired: 'warning',
};

/** A payment's state in words and colour (the words alone carry the meaning). */
export function PaymentStateChip({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return <StatusChip color={COLORS[state]} label={t(`money.paymentStates.${state}`)} />;
}
