import { Chip } from '@mui/material';
import type { TimelineEvent } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { EVENT_COLOR } from './event-color';

/**
 * Where a take stands at a glance, on My Submissions: its last event ("Latest: Passed ·
 * 3 Dec 2026"). Nothing before the first event is known.
 */
export function LatestStateChip({ lastEvent }: { lastEvent: TimelineEvent | null }) {
  const { t } = useTranslation();
  if (!lastEvent) return null;
  const color = EVENT_COLOR[lastEvent.kind];
  const state = t(`reviews.latest.states.${lastEvent.kind}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      data-testid="latest-state"
      label={`${t('reviews.latest.label', { state })} · ${formatDate(lastEvent.at)}`}
      // The colour's `ink` shade reads as small text on paper in both schemes, as StatusChip.
      sx={{
        color: color === 'default' ? 'text.secondary' : `${color}.ink`,
        maxWidth: '100%',
        // Wraps onto a second line in a narrow card (a phone's home) instead of being cut.
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
