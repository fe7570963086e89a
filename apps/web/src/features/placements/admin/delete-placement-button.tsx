import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { reasonOf } from '../../../lib/refusal-reason';
import { useDeletePlacement } from '../api/placements';

/**
 * Deleting a placement: asked first, then back to the list, read again
 * (docs/contracts.md#placements). A failure is said in the dialog, which stays open to try again
 * (placements toast no failure, docs/contracts.md#failure-toasts).
 */
export function DeletePlacementButton({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  const mutation = useDeletePlacement(placement.id);
  const deleting = useConfirmedDelete({
    deleting: mutation,
    deletedText: t('placements.detail.deleted', { title: placement.title }),
    backTo: paths.placements,
  });

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={deleting.open}>
        {t('placements.detail.delete')}
      </Button>
      <ConfirmDialog
        isOpen={deleting.isOpen}
        title={t('placements.detail.deleteTitle', { title: placement.title })}
        onClose={deleting.close}
        onConfirm={deleting.confirm}
        isLoading={deleting.isDeleting}
      >
        <Stack spacing={2}>
          <Typography>{t('placements.detail.deleteText')}</Typography>
          {mutation.isError && (
            <Alert severity="error">
              {t('placements.detail.deleteFailed', { reason: reasonOf(mutation.error) })}
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
