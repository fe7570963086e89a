import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import type { Audio, ComposerRequest, Submission } from '@cuebrief/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadFailed } from '../../../components/list-states';
import { useFetchFailureToast } from '../../../components/toast/use-failure-toast';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths, requestDetailPath } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useRequestToAnswer } from '../api/open-request';
import { SubmissionWords } from '../submission-words';
import { AudiosStep } from './audios-step';
import { SubmissionDone } from './submission-done';
import { SubmissionForm } from './submission-form';

/** The two steps: the submission's description, stored first, then its audios. */
function SubmitSteps({ request }: { request: ComposerRequest }) {
  const { t } = useTranslation();
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [finished, setFinished] = useState<Audio[] | null>(null);
  const headingId = useId();

  if (finished) {
    return <SubmissionDone requestTitle={request.title} audioCount={finished.length} />;
  }
  const step = submission ? 1 : 0;
  return (
    <Stack spacing={3}>
      <Stepper activeStep={step} alternativeLabel aria-label={t('requests.wizard.progress')}>
        {[t('submissions.submit.stepDetails'), t('submissions.submit.stepAudios')].map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined" component="section" aria-labelledby={headingId}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack spacing={3}>
            <Typography id={headingId} variant="h2">
              {submission
                ? t('submissions.submit.stepAudios')
                : t('submissions.submit.stepDetails')}
            </Typography>
            {submission ? (
              <>
                <SubmissionWords submission={submission} askingPrice={submission.askingPrice} />
                <AudiosStep submissionId={submission.id} onFinish={setFinished} />
              </>
            ) : (
              <>
                <Typography color="text.secondary">
                  {t('submissions.submit.detailsLead')}
                </Typography>
                <SubmissionForm request={request} onCreated={setSubmission} />
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/**
 * /requests/:id/submit (Composer): music for an open request. The brief must still be open to
 * the composer; a closed or unknown one says so.
 */
export function SubmitMusicPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const request = useRequestToAnswer(id);
  useFetchFailureToast(request);

  let content;
  if (request.isPending) {
    content = <PageLoader />;
  } else if (request.isError) {
    content =
      request.error instanceof ApiError && request.error.status === 404 ? (
        <Stack spacing={1}>
          <Typography variant="h2">{t('submissions.submit.closedTitle')}</Typography>
          <Typography color="text.secondary">{t('submissions.submit.closedText')}</Typography>
        </Stack>
      ) : (
        <LoadFailed
          message={t('submissions.submit.loadFailed')}
          onRetry={() => void request.refetch()}
        />
      );
  } else {
    content = <SubmitSteps request={request.data} />;
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.requestsHistory}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {t('requests.detail.backTo', { page: t('menu.newRequests') })}
        </Button>
      </Box>
      <PageHeader title={t('submissions.submit.title')} lead={t('submissions.submit.lead')} />
      {request.isSuccess && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={requestDetailPath(id)}>
            {t('submissions.submit.forRequest', { title: request.data.title })}
          </Link>
        </Typography>
      )}
      {content}
    </Stack>
  );
}
