import { Stack } from '@mui/material';
import type { ClientRequest } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadFailed } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { UpgradeNotice } from '../../../domain/payments/upgrade-notice';
import { useAuth } from '../../../lib/auth/auth-context';
import { useVocabularies } from '../api/vocabularies';
import { RequestCreated } from './request-created';
import { RequestWizard } from './request-wizard';

/**
 * /request-custom-music (Client): the brief wizard, then the news that the brief is live. Without
 * writingAccess the way to upgrade shows instead, before a word of the brief is typed (a draft
 * already kept waits for the plan).
 */
export function RequestWizardPage() {
  const { t } = useTranslation();
  const { profile, hasWritingAccess } = useAuth();
  const words = useVocabularies();
  const [created, setCreated] = useState<ClientRequest | null>(null);

  let content;
  if (created) {
    content = <RequestCreated request={created} onRequestMore={() => setCreated(null)} />;
  } else if (profile && !hasWritingAccess) {
    content = <UpgradeNotice title={t('requests.wizard.needsPlan')} />;
  } else if (words.isError) {
    content = (
      <LoadFailed message={t('requests.wizard.loadFailed')} onRetry={() => void words.refetch()} />
    );
  } else if (words.isPending || !profile) {
    content = <ListSkeleton rows={3} height={120} />;
  } else {
    // Keyed by the person: a draft belongs to whoever is signed in.
    content = (
      <RequestWizard
        key={profile.uuid}
        profile={profile}
        words={words.data}
        onCreated={setCreated}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('requests.wizard.title')} lead={t('requests.wizard.lead')} />
      {content}
    </Stack>
  );
}
