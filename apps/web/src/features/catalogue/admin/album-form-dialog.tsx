import { Stack, TextField } from '@mui/material';
import { MESSAGE_MAX_LENGTH, createAlbumBodySchema, updateAlbumBodySchema } from '@cuebrief/shared';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { fieldProps } from '../../../components/form/field-props';
import { CancelAndSend } from '../../../components/form/cancel-and-send';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { formResolver } from '../../../lib/form-resolver';

export type AlbumDraft = { title: string; description: string };

/**
 * The create call's schema without `published`: the form has no such field, and the schema's
 * default would add `published: false` to the spec's title-and-description body. A new album
 * is a draft on the server either way (decision 043).
 */
const newAlbumFormSchema = createAlbumBodySchema.omit({ published: true });

/** What the form hands its call: checked by the create or the update schema. */
export type AlbumBody =
  z.output<typeof newAlbumFormSchema> | z.output<typeof updateAlbumBodySchema>;

/**
 * "New album" and "Edit album": title and description, checked with the shared schema of the
 * call it makes. `save` is that call; the spec's toast says a failure. A new album is a draft;
 * the album page publishes it once it has tracks (PublishAlbumButton).
 */
export function AlbumFormDialog<R>({
  mode,
  isOpen,
  initial = { title: '', description: '' },
  save,
  onSaved,
  onClose,
}: {
  mode: 'create' | 'edit';
  isOpen: boolean;
  initial?: AlbumDraft;
  save: (body: AlbumBody) => Promise<R>;
  /** After the success toast, with what the API answered. */
  onSaved: (result: R) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<AlbumDraft, unknown, AlbumBody>({
    values: initial,
    resolver: formResolver<typeof newAlbumFormSchema | typeof updateAlbumBodySchema, AlbumDraft>(
      mode === 'create' ? newAlbumFormSchema : updateAlbumBodySchema,
    ),
  });
  const submit = useApiSubmit(form.setError);
  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((draft) =>
    submit(() => save(draft), {
      success:
        mode === 'create'
          ? t('catalogue.form.created', { title: draft.title })
          : t('catalogue.form.saved'),
      onSuccess: (result) => {
        form.reset();
        onSaved(result);
      },
      failure: mode === 'create' ? t('catalogue.form.addFailed') : t('catalogue.form.updateFailed'),
    }),
  );

  return (
    <DialogFrame
      isOpen={isOpen}
      title={mode === 'create' ? t('catalogue.form.createTitle') : t('catalogue.form.editTitle')}
      onClose={close}
      onSubmit={onSubmit}
      maxWidth="sm"
      actions={
        <CancelAndSend onCancel={close} isSending={form.formState.isSubmitting}>
          {mode === 'create' ? t('catalogue.form.create') : t('catalogue.form.save')}
        </CancelAndSend>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('catalogue.form.title')}
          required
          autoFocus
          autoComplete="off"
          {...fieldProps(form, 'title')}
        />
        <TextField
          label={t('catalogue.form.description')}
          multiline
          minRows={3}
          {...fieldProps(form, 'description', t('catalogue.form.descriptionHelp'))}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
      </Stack>
    </DialogFrame>
  );
}
