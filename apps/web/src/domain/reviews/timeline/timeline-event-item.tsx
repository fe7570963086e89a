import { Box, Chip, Stack, Typography } from '@mui/material';
import type { TimelineEvent } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { momentOf } from '../comment-time';
import { EVENT_COLOR } from '../event-color';

/**
 * One step of a take's history: what happened (to which version), when and by whom, where in
 * the music a comment is, a pass's reasons, and the words that came with it (a version's note,
 * a comment, a decision's note).
 */
export function TimelineEventItem({ event }: { event: TimelineEvent }) {
  const { t } = useTranslation();
  const facts = [
    formatDateTime(event.at),
    event.actor && t('reviews.timeline.by', { actor: event.actor }),
    event.atSeconds !== null &&
      t('reviews.timeline.atTime', {
        at: momentOf({ atSeconds: event.atSeconds, endSeconds: null }),
      }),
  ].filter(Boolean);
  const dot = EVENT_COLOR[event.kind];

  return (
    <Box
      component="li"
      data-testid="timeline-event"
      data-kind={event.kind}
      sx={{ position: 'relative', pl: 3, pb: 2, listStyle: 'none' }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 0,
          top: 6,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: dot === 'default' ? 'text.secondary' : `${dot}.main`,
        }}
      />
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="p">
          {t(`reviews.timeline.events.${event.kind}`, { version: event.version })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
        {event.reasons.length > 0 && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {event.reasons.map((reason) => (
              <Chip key={reason} size="small" label={reason} />
            ))}
          </Stack>
        )}
        {event.text && (
          <Typography
            variant="body2"
            sx={{
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              borderLeft: 3,
              borderColor: 'divider',
              pl: 1,
            }}
          >
            {event.text}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
