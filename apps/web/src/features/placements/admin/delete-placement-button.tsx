import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { reasonOf } from '../../../lib/refusal-reason';
import { useDeletePlacement } from '../api/placements';

/**
 * Deleting a placement: asked first, then back to the list, read again (spec §7). A failure is
 * said in the dialog, which stays open to try again (spec §8 gives placements no toast).
 */
export function DeletePlacementButton({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const navigate = useNavigate();
  const deleting = useDeletePlacement(placement.id);
  const [isOpen, setIsOpen] = useState(false);

  const confirm = () =>
    deleting.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        showToast({
          severity: 'success',
          description: t('placements.detail.deleted', { title: placement.title }),
        });
        void navigate(paths.placements);
      },
    });

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => {
          deleting.reset();
          setIsOpen(true);
        }}
      >
        {t('placements.detail.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('placements.detail.deleteTitle', { title: placement.title })}
        onClose={() => setIsOpen(false)}
        onConfirm={confirm}
        isLoading={deleting.isPending}
      >
        <Stack spacing={2}>
          <Typography>{t('placements.detail.deleteText')}</Typography>
          {deleting.isError && (
            <Alert severity="error">
              {t('placements.detail.deleteFailed', { reason: reasonOf(deleting.error) })}
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
