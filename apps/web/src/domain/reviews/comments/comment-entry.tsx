import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import type { TakeComment } from '@cuebrief/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { formatDateTime } from '../../../lib/format-date-time';
import { reasonOf } from '../../../lib/refusal-reason';
import { useDeleteComment, useEditComment } from '../api/use-take-comments';
import { momentOf } from '../comment-time';
import { CommentTextForm } from './comment-text-form';
import { useStillEditable } from './use-still-editable';

/**
 * One comment: where it is in the music (a thread's first comment: a button that plays the
 * version from there), who wrote it (named, never their contact details), whether it was
 * written on an earlier version, and its text. Its author changes or deletes it for 15 minutes.
 */
export function CommentEntry({
  comment,
  title,
  listKey,
  onSeek,
  actions,
}: {
  comment: TakeComment;
  /** The take's title, for the labels of the buttons. */
  title: string;
  listKey: QueryKey;
  /** A thread's time was chosen: play the version from there. Replies have none of their own. */
  onSeek?: (seconds: number) => void;
  /** The thread's own buttons (Reply), before the author's. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const isEditable = useStillEditable(comment.editableUntil);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const editing = useEditComment(listKey);
  const deleting = useDeleteComment(listKey);
  const at = momentOf(comment);
  const { author } = comment;

  const confirmDelete = () =>
    deleting.mutate(comment.id, {
      onSuccess: () => {
        setIsDeleteOpen(false);
        showToast({ severity: 'success', description: t('reviews.comments.deleted') });
      },
      onError: (error) =>
        showToast({
          severity: 'error',
          description: t('reviews.comments.deleteFailed', { reason: reasonOf(error) }),
        }),
    });

  return (
    <Stack spacing={0.5} data-testid="comment" sx={{ minWidth: 0 }}>
      {onSeek && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PlayArrowIcon />}
            onClick={() => onSeek(comment.atSeconds)}
            aria-label={t('reviews.comments.seekTo', { title, at })}
            sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 0, py: 0 }}
          >
            {at}
          </Button>
          {comment.fromEarlierVersion && (
            <Tooltip
              describeChild
              title={t('reviews.comments.fromVersionHelp', { version: comment.version })}
            >
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={t('reviews.comments.fromVersion', { version: comment.version })}
                data-testid="from-earlier-version"
              />
            </Tooltip>
          )}
        </Stack>
      )}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {author.isYou ? t('reviews.comments.you', { name: author.name }) : author.name}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
          {[
            '',
            author.role !== 'admin' && t(`reviews.comments.roles.${author.role}`),
            formatDateTime(comment.createdAt),
            comment.editedAt && t('reviews.comments.edited'),
          ]
            .filter((part) => part !== false && part !== null)
            .join(' · ')}
        </Box>
      </Typography>
      {isEditing && isEditable ? (
        <CommentTextForm
          label={t('reviews.comments.editLabel')}
          initialText={comment.body}
          sendLabel={t('reviews.comments.save')}
          success={t('reviews.comments.saved')}
          send={(body) => editing.mutateAsync({ commentId: comment.id, body })}
          onDone={() => setIsEditing(false)}
        />
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Typography>
      )}
      {(actions || (isEditable && !isEditing)) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, ml: -0.5 }}>
          {actions}
          {isEditable && !isEditing && (
            <>
              <Button
                size="small"
                onClick={() => setIsEditing(true)}
                aria-label={t('reviews.comments.editOf', { at })}
              >
                {t('reviews.comments.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setIsDeleteOpen(true)}
                aria-label={t('reviews.comments.deleteOf', { at })}
              >
                {t('reviews.comments.delete')}
              </Button>
            </>
          )}
        </Box>
      )}
      <ConfirmDialog
        isOpen={isDeleteOpen}
        title={t('reviews.comments.deleteTitle')}
        onClose={() => !deleting.isPending && setIsDeleteOpen(false)}
        onConfirm={confirmDelete}
        isLoading={deleting.isPending}
      >
        <Typography>
          {t(
            comment.parentId === null
              ? 'reviews.comments.deleteText'
              : 'reviews.comments.deleteReplyText',
          )}
        </Typography>
      </ConfirmDialog>
    </Stack>
  );
}
