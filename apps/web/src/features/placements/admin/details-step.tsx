import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import {
  MESSAGE_MAX_LENGTH,
  PLACEMENT_MEDIA,
  type CreatePlacementBody,
  type Placement,
} from '@cuebrief/shared';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../../../components/form/field-grid';
import { fieldProps } from '../../../components/form/field-props';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { ApiError } from '../../../lib/api-client';
import { useCreatePlacement } from '../api/placements';
import { emptyPlacementDraft, placementResolver, type PlacementDraft } from './placement-draft';

/**
 * Step 1 of a new placement: what it is (title, brand, media, year, description), checked with
 * the shared schema, then created. A refusal is said in the dialog, where the admin is looking.
 * The form lives in the dialog (its frame is the form, its buttons the frame's), so this hook
 * keeps it and `DetailsStep` draws its fields.
 */
export function usePlacementDetails(onCreated: (placement: Placement) => void) {
  const { t } = useTranslation();
  const creating = useCreatePlacement();
  const form = useForm<PlacementDraft, unknown, CreatePlacementBody>({
    defaultValues: emptyPlacementDraft(),
    resolver: placementResolver,
  });
  const submit = useApiSubmit(form.setError);

  // The last refusal, said above the fields until the next try (a new create clears it).
  const refusal =
    creating.error instanceof ApiError
      ? t('placements.form.createFailed', { reason: creating.error.message })
      : null;

  const onSubmit = form.handleSubmit((body) =>
    submit(() => creating.mutateAsync(body), {
      success: t('placements.form.created', { title: body.title }),
      onSuccess: onCreated,
      // Placements toast no failure (docs/contracts.md#failure-toasts): the alert above the fields
      // says it.
      failure: () => null,
    }),
  );
  // A new placement starts from an empty form and no refusal, whichever way the last was left.
  const reset = () => {
    form.reset(emptyPlacementDraft());
    creating.reset();
  };
  return { form, refusal, onSubmit, reset, isSubmitting: form.formState.isSubmitting };
}

/** The details' fields, under the refusal of the last try if there was one. */
export function DetailsStep({
  form,
  refusal,
}: {
  form: UseFormReturn<PlacementDraft, unknown, CreatePlacementBody>;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <FieldGrid>
        <TextField
          label={t('placements.form.title')}
          required
          autoComplete="off"
          {...fieldProps(form, 'title')}
        />
        <TextField
          label={t('placements.form.brand')}
          required
          autoComplete="organization"
          {...fieldProps(form, 'brand')}
        />
        <TextField
          select
          label={t('placements.form.media')}
          required
          defaultValue=""
          {...fieldProps(form, 'media')}
        >
          {PLACEMENT_MEDIA.map((media) => (
            <MenuItem key={media} value={media}>
              {t(`placements.media.${media}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('placements.form.year')}
          required
          autoComplete="off"
          {...fieldProps(form, 'year', t('placements.form.yearHelp'))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        <TextField
          label={t('placements.form.description')}
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
          {...fieldProps(form, 'description', t('placements.form.descriptionHelp'))}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
      </FieldGrid>
    </Stack>
  );
}
