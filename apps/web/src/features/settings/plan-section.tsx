import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';
import { useSubscriptionDialog } from '../../components/subscription-dialog';
import { formatDate } from '../../lib/format-date';

type Plan = { key: 'trial' | 'active' | 'expired'; color: 'info' | 'success' | 'warning' };

/**
 * A client's plan as the profile tells it: a running trial has an end date in the future; a
 * premium client past it is subscribed; otherwise the plan has run out (product.md §3).
 */
export function planOf(profile: Profile, now: Date): Plan {
  if (profile.trialEndsAt && new Date(profile.trialEndsAt) > now) {
    return { key: 'trial', color: 'info' };
  }
  return profile.isSubscriptionEnabled
    ? { key: 'active', color: 'success' }
    : { key: 'expired', color: 'warning' };
}

/** The plan at a glance; without a running subscription, a way to the "Upgrade Your Plan" dialog. */
export function PlanSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const headingId = useId();
  const plan = planOf(profile, new Date());
  const subscriptionDialog = useSubscriptionDialog();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem' }}>
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
          {plan.key !== 'active' && (
            <Box sx={{ ml: { sm: 'auto' } }}>
              <Button variant="outlined" onClick={subscriptionDialog.open}>
                {t('settings.plan.choose')}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
