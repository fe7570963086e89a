import { Typography } from '@mui/material';
import type { AdminQuestion } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { reasonOf } from '../../lib/refusal-reason';
import { useDeleteQuestion } from './api/delete-question';

/**
 * Deleting cannot be undone, so it goes through the confirmation dialog
 * (docs/contracts.md#dialogs).
 */
export function DeleteQuestionDialog({
  question,
  onClose,
}: {
  question: AdminQuestion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const deletion = useDeleteQuestion();

  const confirm = () => {
    if (!question) return;
    deletion.mutate(question.id, {
      onSuccess: () => {
        showToast({ severity: 'success', description: t('inbox.deleted') });
        onClose();
      },
      onError: (error) =>
        showToast({
          severity: 'error',
          description: t('inbox.deleteFailed', {
            reason: reasonOf(error),
          }),
        }),
    });
  };

  return (
    <ConfirmDialog
      isOpen={question !== null}
      title={t('inbox.deleteTitle')}
      onClose={onClose}
      onConfirm={confirm}
      isLoading={deletion.isPending}
    >
      {question && <Typography>{t('inbox.deleteText', { name: question.name })}</Typography>}
    </ConfirmDialog>
  );
}
