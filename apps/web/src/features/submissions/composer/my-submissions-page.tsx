import { Button, Stack, Typography } from '@mui/material';
import type { ComposerAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyList, ListSkeleton, LoadFailed } from '../../../components/list-states';
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
import { AddAudio } from './add-audio';
import { ComposerAudioItem } from './composer-audio-item';

/**
 * /my-submissions (Composer): their music by the request it answers, each audio with how it
 * fits the brief (asked for again while it is measured), whether the client listened, its
 * files, stems to add, and deleting it.
 */
export function MySubmissionsPage() {
  const { t } = useTranslation();
  const showToast = useToast();
  const submissions = useComposerSubmissions();
  const deleting = useDeleteAudio();
  // Kept while the dialog closes, so its title does not blink empty.
  const [toDelete, setToDelete] = useState<ComposerAudio | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const deletingId = deleting.isPending ? deleting.variables : null;
  useRefetchWhileAnalysing(
    submissions.data?.flatMap((submission) => submission.audios) ?? [],
    submissions.refetch,
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, title } = toDelete;
    deleting.mutate(id, {
      onSuccess: () => {
        setIsDeleteOpen(false);
        showToast({ severity: 'success', description: t('submissions.mine.deleted', { title }) });
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
  } else if (submissions.isError) {
    content = (
      <LoadFailed
        message={t('submissions.mine.loadFailed')}
        onRetry={() => void submissions.refetch()}
      />
    );
  } else if (submissions.data.length === 0) {
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
          {t('submissions.mine.count', { count: submissions.data.length })}
        </Typography>
        {submissions.data.map((submission) => (
          <SubmissionCard
            key={submission.id}
            title={submission.request.title}
            mark={<RequestStateChip state={submission.request.state} />}
            titleLink={
              submission.request.state === 'open'
                ? requestDetailPath(submission.request.id)
                : undefined
            }
            byline={[
              submission.request.agencyName,
              t('submissions.mine.submittedOn', { date: formatDate(submission.createdAt) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            <SubmissionWords submission={submission} />
            {submission.audios.length === 0 ? (
              <Typography color="text.secondary">{t('submissions.mine.noAudios')}</Typography>
            ) : (
              <AudioList>
                {submission.audios.map((audio) => (
                  <ComposerAudioItem
                    key={audio.id}
                    audio={audio}
                    isDeleting={deletingId === audio.id}
                    onDelete={() => {
                      setToDelete(audio);
                      setIsDeleteOpen(true);
                    }}
                  />
                ))}
              </AudioList>
            )}
            {submission.request.state === 'open' && (
              <AddAudio submissionId={submission.id} number={submission.audios.length + 1} />
            )}
          </SubmissionCard>
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('menu.mySubmissions')} lead={t('submissions.mine.lead')} />
      {content}
      <ConfirmDialog
        isOpen={isDeleteOpen}
        title={t('submissions.mine.deleteTitle', { title: toDelete?.title ?? '' })}
        onClose={() => !deleting.isPending && setIsDeleteOpen(false)}
        onConfirm={confirmDelete}
        isLoading={deleting.isPending}
      >
        <Typography>{t('submissions.mine.deleteText')}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
