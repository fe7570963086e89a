import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import type { ClientSubscription, SubscriptionState } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailed } from '../../components/list-states';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { useSubscriptionDialog } from '../../domain/payments/subscription-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { useFetchFailureToast } from '../../components/toast/use-failure-toast';
import { formatDate } from '../../lib/format-date';
import { useCancelSubscription, useSubscription } from './api/subscription';

const COLORS: Record<SubscriptionState, StatusColor> = {
  active: 'success',
  cancelling: 'info',
  cancelled: 'warning',
  expired: 'warning',
  past_due: 'error',
};

/** Which sentence tells a subscription's period, by its state. */
const PERIOD_TEXT: Record<SubscriptionState, string> = {
  active: 'money.subscription.renews',
  cancelling: 'money.subscription.ends',
  cancelled: 'money.subscription.ended',
  expired: 'money.subscription.ended',
  past_due: 'money.subscription.pastDue',
};

/**
 * The paid subscription behind the plan (GET /client/subscription): plan, state and period end;
 * a running one can be cancelled at its period end, after a confirmation. Without one, or once
 * it has ended, "Choose a plan" opens "Upgrade Your Plan". A cancelling one is paid up to its
 * end, so it offers neither.
 */
export function SubscriptionDetails() {
  const { t } = useTranslation();
  const query = useSubscription();
  useFetchFailureToast(query);
  const subscriptionDialog = useSubscriptionDialog();

  if (query.isPending) {
    return <Skeleton variant="rounded" height={40} aria-label={t('common.loading')} />;
  }
  if (query.isError) {
    return (
      <LoadFailed
        message={t('money.subscription.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const subscription = query.data;
  const choosePlan = (
    <Box>
      <Button variant="outlined" onClick={subscriptionDialog.open}>
        {t('settings.plan.choose')}
      </Button>
    </Box>
  );
  if (!subscription) return choosePlan;

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography sx={{ fontWeight: 600 }}>{t(`money.plans.${subscription.plan}`)}</Typography>
        <Box>
          <StatusChip
            color={COLORS[subscription.state]}
            label={t(`money.subscription.states.${subscription.state}`)}
          />
        </Box>
      </Stack>
      <Typography color="text.secondary">{periodText(subscription, t)}</Typography>
      {subscription.state === 'active' && <CancelSubscription subscription={subscription} />}
      {subscription.state !== 'active' && subscription.state !== 'cancelling' && choosePlan}
    </Stack>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function periodText(subscription: ClientSubscription, t: Translate): string {
  return t(PERIOD_TEXT[subscription.state], {
    plan: t(`money.plans.${subscription.plan}`).toLowerCase(),
    date: formatDate(subscription.currentPeriodEnd),
  });
}

/** Cancel at period end: asked first, since the plan then stops renewing. */
function CancelSubscription({ subscription }: { subscription: ClientSubscription }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const cancelling = useCancelSubscription();
  const [isConfirming, setIsConfirming] = useState(false);

  const cancel = () =>
    cancelling.mutate(undefined, {
      onSuccess: (changed) => {
        setIsConfirming(false);
        showToast({
          severity: 'success',
          description: t('money.subscription.cancelDone', {
            date: formatDate(changed.currentPeriodEnd),
          }),
        });
      },
      onError: () =>
        showToast({ severity: 'error', description: t('money.subscription.cancelFailed') }),
    });

  return (
    <Box>
      <Button variant="outlined" color="error" onClick={() => setIsConfirming(true)}>
        {t('money.subscription.cancel')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('money.subscription.cancelTitle')}
        onClose={() => !cancelling.isPending && setIsConfirming(false)}
        onConfirm={cancel}
        isLoading={cancelling.isPending}
      >
        <Typography>
          {t('money.subscription.cancelText', {
            plan: t(`money.plans.${subscription.plan}`).toLowerCase(),
            date: formatDate(subscription.currentPeriodEnd),
          })}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
