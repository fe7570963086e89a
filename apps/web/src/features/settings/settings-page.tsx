import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ColorModeChoice } from '../../components/color-mode/color-mode-choice';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { MoneyLinkSection } from './money-link-section';
import { PasswordSection } from './password-section';
import { PlanSection } from './plan-section';
import { ProfileSection } from './profile-section';
import { RemoveAccountSection } from './remove-account-section';
import { SessionsSection } from './sessions-section';
import { SecondFactorSection } from './second-factor/second-factor-section';

/**
 * /settings: one's profile, password, signed-in sessions and (for composers and clients) account
 * removal; a client's plan too, and the way to their offers, licences and invoices (/offers).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const { search } = useLocation();
  // A checkout opened before its return moved to /offers (decision 038) still comes back here.
  if (new URLSearchParams(search).has('checkout')) {
    return <Navigate to={`${paths.offers}${search}`} replace />;
  }
  // The route guard shows this page only once the profile is known.
  if (!profile) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 820, mx: 'auto' }}>
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      {profile.role === 'Client' && (
        <>
          <PlanSection profile={profile} />
          <MoneyLinkSection />
        </>
      )}
      <ProfileSection profile={profile} />
      <ColorModeChoice />
      <PasswordSection />
      <SessionsSection />
      {profile.role === 'Admin' && <SecondFactorSection profile={profile} />}
      {profile.role !== 'Admin' && <RemoveAccountSection role={profile.role} />}
    </Stack>
  );
}
