import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';
import { isSubscriptionEnabledOf } from '../../lib/auth/profile-flags';
import { formatDate } from '../../lib/format-date';
import { SubscriptionDetails } from './subscription-details';

type Plan = { key: 'trial' | 'active' | 'expired'; color: 'info' | 'success' | 'warning' };

/**
 * A client's plan as the profile tells it: a running trial has an end date in the future; a premium
 * client past it is subscribed; otherwise the plan has run out (docs/contracts.md#premium-access).
 */
export function planOf(profile: Profile, now: Date): Plan {
  if (profile.trialEndsAt && new Date(profile.trialEndsAt) > now) {
    return { key: 'trial', color: 'info' };
  }
  return isSubscriptionEnabledOf({ profile, hasProfileLoadFailed: false })
    ? { key: 'active', color: 'success' }
    : { key: 'expired', color: 'warning' };
}

/** The plan at a glance, then the paid subscription behind it with what can be done about it. */
export function PlanSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const headingId = useId();
  const plan = planOf(profile, new Date());
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography id={headingId} variant="h2">
              {t('settings.plan.title')}
            </Typography>
            <Box>
              <StatusChip color={plan.color} label={t(`settings.plan.${plan.key}`)} />
            </Box>
            <Typography color="text.secondary">
              {t(`settings.plan.${plan.key}Text`, {
                date: profile.trialEndsAt ? formatDate(profile.trialEndsAt) : '',
              })}
            </Typography>
          </Stack>
          <Divider />
          <SubscriptionDetails />
        </Stack>
      </CardContent>
    </Card>
  );
}
