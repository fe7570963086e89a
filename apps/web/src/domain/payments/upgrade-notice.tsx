import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSubscriptionDialog } from './subscription-dialog';

/**
 * Said where a premium action would start, when the profile's writingAccess is false (spec §3):
 * what is needed, in the words of "Upgrade Your Plan", and the way to upgrade, before anything is
 * typed instead of after a refused send (402).
 */
export function UpgradeNotice({ title }: { title: string }) {
  const { t } = useTranslation();
  const subscriptionDialog = useSubscriptionDialog();
  return (
    <Alert severity="warning" data-testid="upgrade-notice">
      <AlertTitle component="h2">{title}</AlertTitle>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <span>{t('subscription.text')}</span>
        <Button variant="contained" onClick={subscriptionDialog.open}>
          {t('subscription.upgrade')}
        </Button>
      </Stack>
    </Alert>
  );
}
