import { MenuItem, Stack, TextField } from '@mui/material';
import {
  MUSICAL_KEYS,
  TEXT_MAX_LENGTH,
  updateCatalogueTrackBodySchema,
  type AdminCatalogueAudio,
  type UpdateCatalogueTrackBody,
} from '@cuebrief/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { fieldProps } from '../../../components/form/field-props';
import { CancelAndSend } from '../../../components/form/cancel-and-send';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { formResolver } from '../../../lib/form-resolver';
import { reasonOf } from '../../../lib/refusal-reason';
import { useUpdateTrack } from '../api/album-tracks';

/** The form's values: a blank tempo or key is "not stated". */
type TrackDraft = { title: string; description: string; bpm: number | ''; key: string };

const draftOf = (track: AdminCatalogueAudio): TrackDraft => ({
  title: track.title,
  description: track.description ?? '',
  bpm: track.bpm ?? '',
  key: track.key ?? '',
});

/**
 * Editing a track after its upload: its music name, description and stated tempo and key,
 * checked with the shared schema of PUT /album/audio/{id} (the tempo's range, the app's list of
 * keys). Saved, the track changes in the album's list and in searches at once.
 */
export function TrackEditDialog({
  albumId,
  track,
  onClose,
}: {
  albumId: string;
  track: AdminCatalogueAudio;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const updating = useUpdateTrack(albumId, track.id);
  const form = useForm<TrackDraft, unknown, UpdateCatalogueTrackBody>({
    values: draftOf(track),
    resolver: formResolver<typeof updateCatalogueTrackBodySchema, TrackDraft>(
      updateCatalogueTrackBodySchema,
    ),
  });
  const submit = useApiSubmit(form.setError);
  const bpmError = form.formState.errors.bpm?.message;

  const onSubmit = form.handleSubmit((body) =>
    submit(() => updating.mutateAsync(body), {
      success: t('catalogueAdmin.track.saved', { title: body.title }),
      onSuccess: onClose,
      failure: (refusal) => t('catalogueAdmin.track.failed', { reason: reasonOf(refusal) }),
    }),
  );

  return (
    <DialogFrame
      title={t('catalogueAdmin.track.title', { title: track.title })}
      onClose={onClose}
      onSubmit={onSubmit}
      maxWidth="sm"
      actions={
        <CancelAndSend onCancel={onClose} isSending={form.formState.isSubmitting}>
          {t('catalogueAdmin.track.save')}
        </CancelAndSend>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('catalogueAdmin.track.musicName')}
          required
          autoFocus
          autoComplete="off"
          {...fieldProps(form, 'title')}
        />
        <TextField
          label={t('catalogueAdmin.track.description')}
          multiline
          minRows={2}
          {...fieldProps(form, 'description', t('catalogueAdmin.track.descriptionHelp'))}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('catalogueAdmin.track.bpm')}
            type="number"
            {...form.register('bpm', {
              // A number box gives text; the schema checks a whole number in range.
              setValueAs: (value: string | number) => (value === '' ? '' : Number(value)),
            })}
            error={Boolean(bpmError)}
            helperText={bpmError ?? t('catalogueAdmin.track.bpmHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
          <Controller
            control={form.control}
            name="key"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('catalogueAdmin.track.key')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              >
                <MenuItem value="">{t('catalogueAdmin.track.noKey')}</MenuItem>
                {MUSICAL_KEYS.map((key) => (
                  <MenuItem key={key} value={key}>
                    {key}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </Stack>
    </DialogFrame>
  );
}
