import { Typography } from '@mui/material';
import type { TakeDecision } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';

/** The take's current decision beside its title: shortlisted or passed, on which version. */
export function DecisionChip({ decision }: { decision: TakeDecision | null }) {
  const { t } = useTranslation();
  if (!decision) return null;
  return decision.state === 'shortlisted' ? (
    <StatusChip
      color="success"
      label={t('reviews.decision.shortlistedOn', { version: decision.version })}
    />
  ) : (
    <StatusChip
      color="error"
      label={t('reviews.decision.passedOn', { version: decision.version })}
    />
  );
}

/** Why the take was passed, in a line under it: the reasons, then the client's note. */
export function DecisionReasons({ decision }: { decision: TakeDecision | null }) {
  const { t } = useTranslation();
  if (decision?.state !== 'passed') return null;
  return (
    <Typography variant="body2" data-testid="decision-reasons" sx={{ overflowWrap: 'anywhere' }}>
      {t('reviews.decision.passedBecause', {
        version: decision.version,
        reasons: decision.reasons.join(', '),
      })}
      {decision.note && ` · “${decision.note}”`}
    </Typography>
  );
}
