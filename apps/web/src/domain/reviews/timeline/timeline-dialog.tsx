import { Box, Button, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { ListSkeleton, LoadFailed } from '../../../components/list-states';
import { useTakeTimeline } from '../api/use-take-timeline';
import { TimelineEventItem } from './timeline-event-item';
import { madeWhenOpened } from '../../../components/made-when-opened';

/**
 * A take's history, oldest first: submitted, each version, first listens, comments, decisions
 * with their reasons, offers and the licence, and how the request ended. Read by the composer,
 * the request's client and admins alike; full screen on a phone.
 */
function TimelineDialogMade({
  audioId,
  title,
  isOpen,
  onClose,
}: {
  /** Any version of the take. */
  audioId: string;
  title: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const timeline = useTakeTimeline(audioId, isOpen);

  let content;
  if (timeline.isPending) {
    content = <ListSkeleton rows={4} height={48} />;
  } else if (timeline.isError) {
    content = (
      <LoadFailed
        message={t('reviews.timeline.loadFailed')}
        onRetry={() => void timeline.refetch()}
      />
    );
  } else if (timeline.data.events.length === 0) {
    content = <Typography>{t('reviews.timeline.empty')}</Typography>;
  } else {
    content = (
      <Box
        component="ol"
        sx={{
          m: 0,
          p: 0,
          // The line the steps hang on, through the middle of their dots.
          backgroundImage: `linear-gradient(${theme.vars.palette.divider}, ${theme.vars.palette.divider})`,
          backgroundSize: '2px calc(100% - 24px)',
          backgroundPosition: '5px 12px',
          backgroundRepeat: 'no-repeat',
        }}
      >
        {timeline.data.events.map((event, index) => (
          <TimelineEventItem key={`${event.kind}-${event.at}-${index}`} event={event} />
        ))}
      </Box>
    );
  }

  return (
    <DialogFrame
      isOpen={isOpen}
      title={t('reviews.timeline.title', { title })}
      onClose={onClose}
      maxWidth="sm"
      fullScreenBelow="sm"
      dividers
      actions={<Button onClick={onClose}>{t('dialog.close')}</Button>}
    >
      {content}
    </DialogFrame>
  );
}

/** Made once first opened: closed, it costs a list of many audios nothing. */
export const TimelineDialog = madeWhenOpened(TimelineDialogMade);
