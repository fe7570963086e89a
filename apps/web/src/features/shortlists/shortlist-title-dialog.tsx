import { Button, TextField } from '@mui/material';
import { shortlistBodySchema, type ShortlistBody } from '@cuebrief/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/dialog-frame';
import { fieldProps } from '../../components/form/field-props';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { useCreateShortlist } from '../../domain/shortlists/shortlists-api';
import { formResolver } from '../../lib/form-resolver';
import { reasonOf } from '../../lib/refusal-reason';
import { useRenameShortlist } from './api/shortlist';

/** What the dialog does: make a shortlist, or rename one. */
export type TitleDialogMode = { kind: 'create' } | { kind: 'rename'; id: string; title: string };

/**
 * "New shortlist" and "Rename": the title, checked with the shared schema, then the call and its
 * toast. Mounted while open, so each opening starts from the title as it is.
 */
export function ShortlistTitleDialog({
  mode,
  onClose,
}: {
  mode: TitleDialogMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const creating = useCreateShortlist();
  const renaming = useRenameShortlist();
  const form = useForm<ShortlistBody>({
    defaultValues: { title: mode.kind === 'rename' ? mode.title : '' },
    resolver: formResolver(shortlistBodySchema),
  });
  const submit = useApiSubmit(form.setError);
  const isCreate = mode.kind === 'create';

  const onSubmit = form.handleSubmit((body) =>
    submit(
      async () => {
        if (mode.kind === 'create') await creating.mutateAsync(body);
        else await renaming.mutateAsync({ shortlistId: mode.id, ...body });
      },
      {
        success: t(isCreate ? 'shortlists.created' : 'shortlists.renamed'),
        onSuccess: onClose,
        failure: (refusal) =>
          t(isCreate ? 'shortlists.createFailed' : 'shortlists.renameFailed', {
            reason: reasonOf(refusal),
          }),
      },
    ),
  );

  return (
    <DialogFrame
      title={t(isCreate ? 'shortlists.createTitle' : 'shortlists.renameTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t(isCreate ? 'shortlists.create' : 'shortlists.save')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('shortlists.title')}
        required
        autoFocus
        fullWidth
        autoComplete="off"
        margin="dense"
        {...fieldProps(form, 'title', t('shortlists.titleHelp'))}
      />
    </DialogFrame>
  );
}
