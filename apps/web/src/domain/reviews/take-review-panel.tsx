import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import GavelIcon from '@mui/icons-material/HowToVote';
import HistoryIcon from '@mui/icons-material/History';
import { Button, Stack } from '@mui/material';
import type { Audio, TakeDecision } from '@cuebrief/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentThreads } from './comments/comment-threads';
import { DecisionChip, DecisionReasons } from './decision/decision-summary';
import { DecisionDialog } from './decision/decision-dialog';
import { useCommentComposer } from './player/comments-on-player';
import { TimelineDialog } from './timeline/timeline-dialog';
import { VersionsList, type VersionOf } from './versions/versions-list';

/** Who looks at the take: what they may do in its review. */
export type ReviewerRole = 'client' | 'composer' | 'admin';

export type ReviewedTake<V extends VersionOf> = {
  title: string;
  versions: readonly V[];
  decision: TakeDecision | null;
  commentCount: number;
};

/**
 * A take's review under its player: its versions to compare, the client's decision and why,
 * and buttons for its comments (a panel under them) and its history. The client decides and
 * starts threads; the composer replies; admins read.
 */
export function TakeReviewPanel<V extends Audio>({
  take,
  chosen,
  onChoose,
  onSeek,
  role,
  listKey,
  isCommentsOpen,
  onCommentsOpenChange,
  actions,
}: {
  take: ReviewedTake<V>;
  /** The version shown and played. */
  chosen: V;
  onChoose: (version: V) => void;
  /** A comment's time was chosen: play the chosen version from there. */
  onSeek: (seconds: number) => void;
  role: ReviewerRole;
  listKey: QueryKey;
  isCommentsOpen: boolean;
  onCommentsOpenChange: (isOpen: boolean) => void;
  /** The viewer's own buttons for the take (the composer's new version). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [isDeciding, setIsDeciding] = useState(false);
  const target = {
    audioId: chosen.id,
    title: chosen.title,
    version: chosen.version ?? 1,
    durationSeconds: chosen.durationSeconds,
  };
  const openComposer = useCommentComposer(target);
  const isClient = role === 'client';

  return (
    <Stack spacing={1.25} sx={{ minWidth: 0 }}>
      <VersionsList versions={take.versions} chosenId={chosen.id} onChoose={onChoose} />
      {take.decision && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <DecisionChip decision={take.decision} />
          <DecisionReasons decision={take.decision} />
        </Stack>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant={isCommentsOpen ? 'contained' : 'outlined'}
          startIcon={<ChatIcon />}
          onClick={() => onCommentsOpenChange(!isCommentsOpen)}
          aria-expanded={isCommentsOpen}
          aria-controls={isCommentsOpen ? panelId : undefined}
          aria-label={t('reviews.comments.buttonOf', {
            count: take.commentCount,
            title: take.title,
          })}
          data-testid="comments-button"
        >
          {t('reviews.comments.button', { count: take.commentCount })}
        </Button>
        <Button
          size="small"
          startIcon={<HistoryIcon />}
          onClick={() => setIsHistoryOpen(true)}
          aria-label={t('reviews.timeline.buttonOf', { title: take.title })}
        >
          {t('reviews.timeline.button')}
        </Button>
        {isClient && (
          <Button
            size="small"
            startIcon={<GavelIcon />}
            onClick={() => setIsDeciding(true)}
            aria-label={t(
              take.decision ? 'reviews.decision.changeOf' : 'reviews.decision.buttonOf',
              { title: take.title },
            )}
          >
            {t(take.decision ? 'reviews.decision.change' : 'reviews.decision.button')}
          </Button>
        )}
        {actions}
      </Stack>
      {isCommentsOpen && (
        <div id={panelId}>
          <CommentThreads
            target={target}
            listKey={listKey}
            onAddComment={isClient ? (openComposer ?? undefined) : undefined}
            canReply={role !== 'admin'}
            onSeek={onSeek}
          />
        </div>
      )}
      <TimelineDialog
        audioId={chosen.id}
        title={take.title}
        isOpen={isHistoryOpen}
        onClose={() => setIsHistoryOpen(false)}
      />
      {isClient && (
        <DecisionDialog
          target={target}
          decision={take.decision}
          isOpen={isDeciding}
          onClose={() => setIsDeciding(false)}
          listKey={listKey}
        />
      )}
    </Stack>
  );
}
