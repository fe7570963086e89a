import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { useAuth } from '../../lib/auth/auth-context';
import { useRemoveAccount, type RemovableRole } from './api/remove-account';

/** The danger zone: removing one's own account, confirmed first, then logged out (spec §7). */
export function RemoveAccountSection({ role }: { role: RemovableRole }) {
  const { t } = useTranslation();
  const headingId = useId();
  const showToast = useToast();
  const { logout } = useAuth();
  const removal = useRemoveAccount();
  const [isConfirming, setIsConfirming] = useState(false);

  const remove = () =>
    removal.mutate(role, {
      onSuccess: () => {
        setIsConfirming(false);
        showToast({ severity: 'success', description: t('settings.remove.done') });
        void logout();
      },
      onError: () => showToast({ severity: 'error', description: t('settings.remove.failed') }),
    });

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ borderColor: 'error.main' }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" gutterBottom color="error">
          {t('settings.remove.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('settings.remove.what')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.remove.kept')}
        </Typography>
        <Box>
          <Button variant="outlined" color="error" onClick={() => setIsConfirming(true)}>
            {t('settings.remove.button')}
          </Button>
        </Box>
      </CardContent>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('settings.remove.confirmTitle')}
        // While the removal runs the dialog stays: its outcome decides where the person goes.
        onClose={() => !removal.isPending && setIsConfirming(false)}
        onConfirm={remove}
        isLoading={removal.isPending}
      >
        <Typography>{t('settings.remove.confirmText')}</Typography>
      </ConfirmDialog>
    </Card>
  );
}
