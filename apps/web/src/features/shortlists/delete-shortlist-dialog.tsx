import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { reasonOf } from '../../lib/refusal-reason';
import { useDeleteShortlist } from './api/shortlist';

/**
 * Asks before a shortlist goes: its links stop working at once and their statistics go with it
 * (docs/contracts.md#shortlists), which cannot be undone. A failure is said in the dialog, which
 * stays open to try again.
 */
export function DeleteShortlistDialog({
  shortlist,
  onClose,
  onDeleted,
}: {
  shortlist: { id: string; title: string };
  onClose: () => void;
  /** After the toast: where the page goes once the shortlist is gone. */
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const deleting = useDeleteShortlist();
  const confirm = () =>
    deleting.mutate(shortlist.id, {
      onSuccess: () => {
        showToast({ severity: 'success', description: t('shortlists.deleted') });
        onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      isOpen
      title={t('shortlists.deleteTitle', { title: shortlist.title })}
      onClose={onClose}
      onConfirm={confirm}
      isLoading={deleting.isPending}
      error={
        deleting.isError
          ? t('shortlists.deleteFailed', { reason: reasonOf(deleting.error) })
          : undefined
      }
    >
      <Typography>{t('shortlists.deleteText')}</Typography>
    </ConfirmDialog>
  );
}
