import { Chip } from '@mui/material';
import type { BriefFit } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { VERDICT_LOOK } from './verdict-look';

/**
 * Beside a take's title: how it fits its brief in a word ("Fits the brief", with a tick).
 * Nothing for audio that answers no brief, or is not measured yet.
 */
export function FitSummaryChip({ fit }: { fit: BriefFit | null }) {
  const { t } = useTranslation();
  if (!fit) return null;
  const { color, Icon } = VERDICT_LOOK[fit.summary];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon aria-hidden />}
      label={t(`analysis.fit.summary.${fit.summary}`)}
      data-testid="fit-summary"
      data-verdict={fit.summary}
      // The colour's `ink` shade reads as small text on paper in both schemes (WCAG AA).
      sx={{ color: `${color}.ink`, fontWeight: 600, '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
