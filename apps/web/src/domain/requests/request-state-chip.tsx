import type { RequestState } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';

const COLORS = { open: 'success', closed: 'warning', fulfilled: 'info' } as const;

/** A request's state in words and colour (the words alone carry the meaning). */
export function RequestStateChip({ state }: { state: RequestState }) {
  const { t } = useTranslation();
  return <StatusChip color={COLORS[state]} label={t(`requests.states.${state}`)} />;
}
