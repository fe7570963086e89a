import { Button, Card, CardContent } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SuccessPanel } from '../../../components/success-panel';
import { paths } from '../../../config/paths';

/** Once the audios are in: what was sent, and where the composer follows it. */
export function SubmissionDone({
  requestTitle,
  audioCount,
}: {
  requestTitle: string;
  audioCount: number;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <SuccessPanel
          title={t('submissions.submit.doneTitle')}
          text={t('submissions.submit.doneText', { count: audioCount, title: requestTitle })}
          actions={
            <>
              <Button component={RouterLink} to={paths.mySubmissions} variant="contained">
                {t('submissions.submit.goToMySubmissions')}
              </Button>
              <Button component={RouterLink} to={paths.requestsHistory}>
                {t('submissions.submit.backToRequests')}
              </Button>
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
