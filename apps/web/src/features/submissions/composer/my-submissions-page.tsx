import { Button, Stack, Typography } from '@mui/material';
import type { ComposerAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToHere } from '../../../lib/back-to';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyList, ListSkeleton, LoadFailed } from '../../../components/list-states';
import { useFetchFailureToast } from '../../../components/toast/use-failure-toast';
import { ShowMore } from '../../../components/paged-list/show-more';
import { PageHeader } from '../../../components/page-header';
import { useRefetchWhileAnalysing } from '../../../domain/analysis/use-refetch-while-analysing';
import { RequestStateChip } from '../../../domain/requests/request-state-chip';
import { useToast } from '../../../components/toast/toast-provider';
import { paths, requestDetailPath } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { reasonOf } from '../../../lib/refusal-reason';
import { useComposerSubmissions, useDeleteAudio } from '../api/composer-submissions';
import { AudioList } from '../../../domain/audio/audio-item';
import { SubmissionCard } from '../submission-card';
import { SubmissionWords } from '../submission-words';
import { PlayerQueue } from '../../../components/audio-player/player-provider';
import { CommentsOnPlayer } from '../../../domain/reviews/player/comments-on-player';
import { useTakeVersions } from '../../../domain/reviews/player/use-take-versions';
import { COMPOSER_SUBMISSIONS_KEY } from '../api/composer-submissions';
import { AddAudio } from './add-audio';
import { ComposerTakeItem } from './composer-take-item';
import { UnfinishedSubmission } from './unfinished-submission';

/**
 * /my-submissions (Composer): their music by the request it answers, the newest submissions
 * first and more on "Show more" (docs/contracts.md#bounded-lists), each take with where it
 * stands, how it fits the brief (asked for again while it is measured), whether the client
 * listened, its files, stems to add, its versions (a new one while the request is open), the
 * client's comments to reply to and decision, its history, and deleting a version.
 */
export function MySubmissionsPage() {
  const { t } = useTranslation();
  const backHere = useBackToHere(t('menu.mySubmissions'));
  const showToast = useToast();
  const submissions = useComposerSubmissions();
  useFetchFailureToast(submissions);
  const deleting = useDeleteAudio();
  // Kept while the dialog closes, so its title does not blink empty.
  const [toDelete, setToDelete] = useState<{ audio: ComposerAudio; isOneOfMany: boolean } | null>(
    null,
  );
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const deletingId = deleting.isPending ? deleting.variables : null;
  useRefetchWhileAnalysing(
    submissions.items.flatMap((submission) => submission.audios),
    submissions.refetch,
  );
  // The composer answers comments but starts none: C does nothing on their music. What is
  // loaded is the player's queue.
  const player = useTakeVersions(
    submissions.items.map((submission) => ({
      takes: submission.audios,
      byline: submission.request.title,
    })),
    { canComment: false },
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, title, version } = toDelete.audio;
    const deleted = toDelete.isOneOfMany
      ? t('reviews.versions.deleted', { version, title })
      : t('submissions.mine.deleted', { title });
    deleting.mutate(id, {
      onSuccess: () => {
        setIsDeleteOpen(false);
        showToast({ severity: 'success', description: deleted });
      },
      onError: (error) =>
        showToast({
          severity: 'error',
          description: t('submissions.mine.deleteFailed', { reason: reasonOf(error) }),
        }),
    });
  };

  let content;
  if (submissions.isPending) {
    content = <ListSkeleton rows={2} height={260} />;
  } else if (submissions.isError && !submissions.isFetchNextPageError) {
    content = (
      <LoadFailed
        message={t('submissions.mine.loadFailed')}
        onRetry={() => void submissions.refetch()}
      />
    );
  } else if (submissions.items.length === 0) {
    content = (
      <EmptyList text={t('submissions.mine.empty')}>
        <Button component={RouterLink} to={paths.requestsHistory} variant="contained">
          {t('submissions.mine.browse')}
        </Button>
      </EmptyList>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Typography role="status" variant="body2" color="text.secondary">
          {t('submissions.mine.count', { count: submissions.total ?? submissions.items.length })}
        </Typography>
        {submissions.items.map((submission) => (
          <SubmissionCard
            key={submission.id}
            title={submission.request.title}
            mark={<RequestStateChip state={submission.request.state} />}
            titleLink={
              submission.request.state === 'open'
                ? { to: requestDetailPath(submission.request.id), state: backHere }
                : undefined
            }
            byline={[
              submission.request.agencyName,
              t('submissions.mine.submittedOn', { date: formatDate(submission.createdAt) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            <SubmissionWords submission={submission} askingPrice={submission.askingPrice} />
            {submission.audios.length === 0 ? (
              <UnfinishedSubmission submissionId={submission.id} />
            ) : (
              <AudioList>
                {submission.audios.map((take) => {
                  const chosen = player.chosenOf(take);
                  return (
                    <ComposerTakeItem
                      key={take.id}
                      take={take}
                      chosen={chosen}
                      onChoose={(version) => player.choose(take, version)}
                      onSeek={(seconds) => player.playFrom(take, seconds)}
                      canAddVersion={submission.request.state === 'open'}
                      isDeleting={deletingId === chosen.id}
                      onDelete={() => {
                        setToDelete({ audio: chosen, isOneOfMany: take.versions.length > 1 });
                        setIsDeleteOpen(true);
                      }}
                    />
                  );
                })}
              </AudioList>
            )}
            {submission.request.state === 'open' && (
              <AddAudio submissionId={submission.id} number={submission.audios.length + 1} />
            )}
          </SubmissionCard>
        ))}
        <ShowMore list={submissions} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('menu.mySubmissions')} lead={t('submissions.mine.lead')} />
      <CommentsOnPlayer listKey={COMPOSER_SUBMISSIONS_KEY} versionOf={player.versionOf}>
        <PlayerQueue tracks={player.tracks}>{content}</PlayerQueue>
      </CommentsOnPlayer>
      <ConfirmDialog
        isOpen={isDeleteOpen}
        title={
          toDelete?.isOneOfMany
            ? t('reviews.versions.deleteTitle', {
                version: toDelete.audio.version,
                title: toDelete.audio.title,
              })
            : t('submissions.mine.deleteTitle', { title: toDelete?.audio.title ?? '' })
        }
        onClose={() => !deleting.isPending && setIsDeleteOpen(false)}
        onConfirm={confirmDelete}
        isLoading={deleting.isPending}
      >
        <Typography>
          {t(toDelete?.isOneOfMany ? 'reviews.versions.deleteText' : 'submissions.mine.deleteText')}
        </Typography>
      </ConfirmDialog>
    </Stack>
  );
}
