import type { AudioReviewState } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusColor } from '../../components/status-chip';

const COLORS: Record<AudioReviewState, StatusColor> = {
  offered: 'info',
  accepted: 'warning',
  declined: 'error',
  paid: 'success',
};

/** An offer to license in words and colour: awaiting a reply, accepted (to pay), declined, licensed. */
export function OfferStateChip({ state }: { state: AudioReviewState }) {
  const { t } = useTranslation();
  return <StatusChip color={COLORS[state]} label={t(`money.licences.offerStates.${state}`)} />;
}
