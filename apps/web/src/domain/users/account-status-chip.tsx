import type { AccountStatus } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';

const COLORS = { approved: 'success', pending: 'warning', rejected: 'error' } as const;

/** An account's review state, in words and colour (the words alone carry the meaning). */
export function AccountStatusChip({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <StatusChip color={COLORS[status]} label={t(`adminList.statuses.${status}`)} />;
}
