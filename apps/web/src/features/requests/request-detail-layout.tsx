import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ClientRequest } from '@cuebrief/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useBackTo, type BackTo } from '../../lib/back-to';
import { formatDate } from '../../lib/format-date';
import { BriefSummary } from './brief-summary';
import { briefSections } from './brief-sections';
import type { BriefFacts } from './brief-facts';
import { FactRow, type Fact } from './fact-row';
import { RequestStateChip } from '../../domain/requests/request-state-chip';

type ShownRequest = BriefFacts & Pick<ClientRequest, 'title' | 'state' | 'createdAt'>;

/** A request's page: its title and key facts, what can be done with it, then the whole brief. */
export function RequestDetailLayout({
  request,
  subtitle,
  facts,
  withContact,
  back,
  notice,
  actions,
}: {
  request: ShownRequest;
  subtitle?: string | null;
  facts: readonly Fact[];
  withContact: boolean;
  /** Where the back link leads when the page the person came from did not say (useBackTo). */
  back: BackTo;
  /** Something the person should know of the request now, shown above what can be done. */
  notice?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const backTo = useBackTo(back);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <Box>
        <Button component={RouterLink} to={backTo.path} startIcon={<ArrowBackIcon />} size="small">
          {t('requests.detail.backTo', { page: backTo.label })}
        </Button>
      </Box>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <RequestStateChip state={request.state} />
          <Typography variant="body2" color="text.secondary">
            {t('requests.postedOn', { date: formatDate(request.createdAt) })}
          </Typography>
        </Stack>
        <PageHeader title={request.title} lead={subtitle ?? undefined} />
        <FactRow facts={facts} />
        {notice}
        {actions}
      </Stack>
      <BriefSummary
        facts={request}
        sections={briefSections(t, { withContact, briefFirst: true, withTitle: false })}
      />
    </Stack>
  );
}
