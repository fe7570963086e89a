import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import {
  MESSAGE_MAX_LENGTH,
  PLACEMENT_MEDIA,
  type CreatePlacementBody,
  type Placement,
} from '@cuebrief/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../../../components/form/field-grid';
import { fieldProps } from '../../../components/form/field-props';
import { SendButton } from '../../../components/form/send-button';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { ApiError } from '../../../lib/api-client';
import { useCreatePlacement } from '../api/placements';
import { emptyPlacementDraft, placementResolver, type PlacementDraft } from './placement-draft';
import { StepHeading } from './step-heading';

/**
 * Step 1 of a new placement: what it is (title, brand, media, year, description), checked with
 * the shared schema, then created. A refusal is said in the dialog, where the admin is looking.
 */
export function DetailsStep({
  heading,
  onCreated,
  onCancel,
}: {
  heading: string;
  onCreated: (placement: Placement) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const creating = useCreatePlacement();
  const form = useForm<PlacementDraft, unknown, CreatePlacementBody>({
    defaultValues: emptyPlacementDraft(),
    resolver: placementResolver,
  });
  const submit = useApiSubmit(form.setError);
  const { isSubmitting } = form.formState;

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

  return (
    <Stack component="form" noValidate onSubmit={onSubmit}>
      <DialogContent>
        <StepHeading>{heading}</StepHeading>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isSubmitting}>
          {t('dialog.cancel')}
        </Button>
        <SendButton isSending={isSubmitting}>{t('placements.form.create')}</SendButton>
      </DialogActions>
    </Stack>
  );
}
