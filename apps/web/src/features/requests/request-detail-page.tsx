import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths, requestSubmissionsPath, submitMusicPath } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useClientRequest } from './api/client-request';
import { useOpenRequest } from './api/composer-request';
import { CloseRequestButton } from './close-request-button';
import { LicensedBriefNotice } from './licensed-brief-notice';
import { RequestDetailLayout } from './request-detail-layout';
import { RequestDetailStates } from './request-detail-states';
import { closingAndBudget, submissionsFact, tempoFact } from './request-facts';

/** A client's own request: everything, with its contact and submissions, and closing it. */
function OwnRequestDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <RequestDetailStates query={useClientRequest(id)}>
      {(request) => (
        <RequestDetailLayout
          request={request}
          facts={[...closingAndBudget(t, request), submissionsFact(t, request.submissionsCount)]}
          withContact
          back={{ path: paths.requestsHistory, label: t('menu.requestsHistory') }}
          notice={<LicensedBriefNotice request={request} />}
          actions={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap>
              {request.submissionsCount > 0 && (
                <Button
                  component={RouterLink}
                  to={requestSubmissionsPath(request.id)}
                  variant="contained"
                  startIcon={<LibraryMusicIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('submissions.client.listLink', { count: request.submissionsCount })}
                </Button>
              )}
              {request.state === 'open' && !request.licensedAt && (
                <CloseRequestButton requestId={request.id} />
              )}
            </Stack>
          }
        />
      )}
    </RequestDetailStates>
  );
}

/** An open request as a composer reads it: the brief and the agency, no contact details. */
function OpenRequestDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <RequestDetailStates query={useOpenRequest(id)}>
      {(request) => (
        <RequestDetailLayout
          request={request}
          subtitle={request.agencyName && t('requests.agencyLine', { agency: request.agencyName })}
          facts={[...closingAndBudget(t, request), tempoFact(t, request)]}
          withContact={false}
          back={{ path: paths.requestsHistory, label: t('menu.newRequests') }}
          actions={
            <Button
              component={RouterLink}
              to={submitMusicPath(request.id)}
              variant="contained"
              startIcon={<UploadIcon />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('submissions.submit.button')}
            </Button>
          }
        />
      )}
    </RequestDetailStates>
  );
}

/** /requests/:id (Client, Composer): one request, as its own client or as a composer sees it. */
export function RequestDetailPage() {
  const { id = '' } = useParams();
  const { viewer } = useAuth();
  if (viewer === 'Composer') return <OpenRequestDetail id={id} />;
  // The route guard lets no one else in; until the profile is known, nothing is fetched.
  return viewer === 'Client' ? <OwnRequestDetail id={id} /> : null;
}
