import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth/auth-context';
import { SecondFactorSection } from './second-factor-section';

/**
 * /settings for an admin who must set up two-factor sign-in first (ADMIN_MFA=required): only the
 * setup, since the server refuses everything else until it is on. The route guard shows it in
 * place of Settings and sends every other page here.
 */
export function SecondFactorEnrolmentPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 820, mx: 'auto' }}>
      <PageHeader title={t('settings.title')} lead={t('secondFactor.enrolmentLead')} />
      <SecondFactorSection profile={profile} />
    </Stack>
  );
}
