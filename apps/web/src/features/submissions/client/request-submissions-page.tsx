import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyList, ListSkeleton, LoadFailed } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { RequestStateChip } from '../../../domain/requests/request-state-chip';
import { requestDetailPath } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { clientSubmissionsCache, useClientSubmissions } from '../api/client-submissions';
import { AudioList } from '../../../domain/audio/audio-item';
import { SubmissionCard } from '../submission-card';
import { SubmissionWords } from '../submission-words';
import { ClientAudioItem } from '../../../domain/audio/client-audio-item';

/**
 * /requests/:id/submissions (Client): the music composers sent to one of the client's
 * requests, newest first, each audio to play, mark as favourite and offer to license.
 */
export function RequestSubmissionsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const groups = useClientSubmissions();
  const group = groups.data?.find((candidate) => candidate.request.id === id);

  let content;
  if (groups.isPending) {
    content = <ListSkeleton rows={2} height={260} />;
  } else if (groups.isError) {
    content = (
      <LoadFailed
        message={t('submissions.client.loadFailed')}
        onRetry={() => void groups.refetch()}
      />
    );
  } else if (!group || group.submissions.length === 0) {
    content = <EmptyList text={t('submissions.client.empty')} />;
  } else {
    content = (
      <Stack spacing={2}>
        <Typography role="status" variant="body2" color="text.secondary">
          {t('requests.submissions', { count: group.submissions.length })}
        </Typography>
        {group.submissions.map((submission) => (
          <SubmissionCard
            key={submission.id}
            title={t('submissions.client.byComposer', { name: submission.composerName })}
            byline={t('submissions.client.sentOn', { date: formatDate(submission.createdAt) })}
          >
            <SubmissionWords submission={submission} />
            <AudioList>
              {submission.audios.map((audio) => (
                <ClientAudioItem key={audio.id} audio={audio} cache={clientSubmissionsCache} />
              ))}
            </AudioList>
          </SubmissionCard>
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Box>
        <Button
          component={RouterLink}
          to={requestDetailPath(id)}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {t('submissions.client.backToRequest')}
        </Button>
      </Box>
      <PageHeader title={t('submissions.client.title')} lead={t('submissions.client.lead')} />
      {group && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <RequestStateChip state={group.request.state} />
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {group.request.title}
          </Typography>
        </Stack>
      )}
      {content}
    </Stack>
  );
}
