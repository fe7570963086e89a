import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadFailed } from '../../../components/list-states';
import { useCreateComment, useTakeComments } from '../api/use-take-comments';
import { momentOf } from '../comment-time';
import { CommentEntry } from './comment-entry';
import type { CommentTarget } from './comment-target';
import { CommentTextForm } from './comment-text-form';
import { threadsOf, type CommentThread } from './threads-of';

export type CommentThreadsProps = {
  /** The version whose comments are shown (with those of its take's earlier versions). */
  target: CommentTarget;
  listKey: QueryKey;
  /** The viewer may start a thread (the request's client, an admin): opens the composer. */
  onAddComment?: () => void;
  /** The viewer may answer threads (the take's composer, the client, an admin). */
  canReply: boolean;
  /** A thread's time was chosen: play this version from there. */
  onSeek: (seconds: number) => void;
};

/**
 * The comments on a version, thread by thread in the order of the music, each with its
 * replies; a way to start a thread, and to reply under each one.
 */
export function CommentThreads({
  target,
  listKey,
  onAddComment,
  canReply,
  onSeek,
}: CommentThreadsProps) {
  const { t } = useTranslation();
  const comments = useTakeComments(target.audioId);

  let content;
  if (comments.isPending) {
    content = <ListSkeleton rows={2} height={64} />;
  } else if (comments.isError) {
    content = (
      <LoadFailed
        message={t('reviews.comments.loadFailed')}
        onRetry={() => void comments.refetch()}
      />
    );
  } else if (comments.data.length === 0) {
    content = (
      <Typography variant="body2" color="text.secondary">
        {t(onAddComment ? 'reviews.comments.emptyClient' : 'reviews.comments.empty')}
      </Typography>
    );
  } else {
    content = (
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {threadsOf(comments.data).map((thread) => (
          <ThreadItem
            key={thread.root.id}
            thread={thread}
            target={target}
            listKey={listKey}
            canReply={canReply}
            onSeek={onSeek}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Box
      component="section"
      aria-label={t('reviews.comments.heading', { version: target.version })}
      data-testid="comment-threads"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="subtitle2" component="h4">
            {t('reviews.comments.heading', { version: target.version })}
          </Typography>
          {onAddComment && (
            <Button size="small" startIcon={<AddCommentIcon />} onClick={onAddComment}>
              {t('reviews.comments.add')}
            </Button>
          )}
        </Stack>
        {content}
      </Stack>
    </Box>
  );
}

/** One thread: its first comment, its replies indented under it, and a reply form. */
function ThreadItem({
  thread,
  target,
  listKey,
  canReply,
  onSeek,
}: { thread: CommentThread } & Omit<CommentThreadsProps, 'onAddComment'>) {
  const { t } = useTranslation();
  const [isReplying, setIsReplying] = useState(false);
  const replying = useCreateComment(target.audioId, listKey);
  const at = momentOf(thread.root);

  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <CommentEntry
        comment={thread.root}
        title={target.title}
        listKey={listKey}
        onSeek={onSeek}
        actions={
          canReply &&
          !isReplying && (
            <Button
              size="small"
              startIcon={<ReplyIcon />}
              onClick={() => setIsReplying(true)}
              aria-label={t('reviews.comments.replyOf', { at })}
            >
              {t('reviews.comments.reply')}
            </Button>
          )
        }
      />
      {(thread.replies.length > 0 || isReplying) && (
        <Stack
          spacing={1.25}
          sx={{
            mt: 1.25,
            ml: { xs: 1, sm: 2 },
            pl: { xs: 1.25, sm: 2 },
            borderLeft: 2,
            borderColor: 'divider',
          }}
        >
          {thread.replies.map((reply) => (
            <CommentEntry key={reply.id} comment={reply} title={target.title} listKey={listKey} />
          ))}
          {isReplying && (
            <CommentTextForm
              label={t('reviews.comments.replyLabel')}
              sendLabel={t('reviews.comments.sendReply')}
              success={t('reviews.comments.replySent')}
              send={(body) => replying.mutateAsync({ body, parentId: thread.root.id })}
              onDone={() => setIsReplying(false)}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
