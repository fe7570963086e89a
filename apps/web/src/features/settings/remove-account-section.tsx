import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { useAuth } from '../../lib/auth/auth-context';
import { useRemoveAccount, type RemovableRole } from './api/remove-account';
import { SectionCard } from '../../components/section-card';

/**
 * The danger zone: removing one's own account, confirmed first, then logged out
 * (docs/contracts.md#account-removal).
 */
export function RemoveAccountSection({ role }: { role: RemovableRole }) {
  const { t } = useTranslation();
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
    <SectionCard title={t('settings.remove.title')} isDanger>
      <Typography sx={{ mb: 1 }}>{t('settings.remove.what')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.remove.kept')}
      </Typography>
      <Box>
        <Button variant="outlined" color="error" onClick={() => setIsConfirming(true)}>
          {t('settings.remove.button')}
        </Button>
      </Box>
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
    </SectionCard>
  );
}
