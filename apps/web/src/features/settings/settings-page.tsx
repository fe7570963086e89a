import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth/auth-context';
import { InvoicesSection } from './invoices-section';
import { LicencesSection } from './licences-section';
import { PasswordSection } from './password-section';
import { PlanSection } from './plan-section';
import { ProfileSection } from './profile-section';
import { RemoveAccountSection } from './remove-account-section';
import { SessionsSection } from './sessions-section';
import { SecondFactorSection } from './second-factor/second-factor-section';
import { useCheckoutReturn } from './use-checkout-return';

/**
 * /settings: one's profile, password, signed-in sessions and (for composers and clients) account
 * removal; a client's plan, invoices and licences too, and the word on a card checkout they
 * return from.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  useCheckoutReturn();
  // The route guard shows this page only once the profile is known.
  if (!profile) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 820, mx: 'auto' }}>
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      {profile.role === 'Client' && (
        <>
          <PlanSection profile={profile} />
          <InvoicesSection />
          <LicencesSection />
        </>
      )}
      <ProfileSection profile={profile} />
      <PasswordSection />
      <SessionsSection />
      {profile.role === 'Admin' && <SecondFactorSection profile={profile} />}
      {profile.role !== 'Admin' && <RemoveAccountSection role={profile.role} />}
    </Stack>
  );
}
