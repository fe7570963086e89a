import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { changePasswordBodySchema } from '@cuebrief/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldProps } from '../../components/form/field-props';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { formResolver } from '../../lib/form-resolver';
import { useChangePassword } from './api/change-password';
import { SectionCard } from '../../components/section-card';

/**
 * The shared rules, plus a repeat of the new password. That the two match is checked on submit,
 * here only: the server never sees the repeat.
 */
const passwordFormSchema = changePasswordBodySchema.extend({ confirmPassword: z.string().min(1) });

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password', hasHelp: false },
  { name: 'newPassword', autoComplete: 'new-password', hasHelp: true },
  { name: 'confirmPassword', autoComplete: 'new-password', hasHelp: false },
] as const;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the password; this session continues with new tokens, and every other one ends unless
 * the person unticks "Sign out of other devices" (docs/contracts.md#sessions).
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const endOthersHelpId = useId();
  const [endOtherSessions, setEndOtherSessions] = useState(true);
  const form = useForm<Record<string, string>, unknown, z.output<typeof passwordFormSchema>>({
    resolver: formResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { handleSubmit, formState, setError, reset } = form;

  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit(({ currentPassword, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      setError('confirmPassword', { message: t('validation.passwordsDiffer') });
      return;
    }
    return submit(() => change.mutateAsync({ currentPassword, newPassword, endOtherSessions }), {
      success: t('settings.password.success'),
      onSuccess: () => reset(EMPTY),
      failure: t('settings.password.failed'),
    });
  });

  return (
    <SectionCard title={t('settings.password.title')}>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('settings.password.lead')}
      </Typography>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(`settings.password.${field.name}`)}
            type="password"
            autoComplete={field.autoComplete}
            required
            sx={{ maxWidth: { sm: 420 } }}
            {...fieldProps(
              form,
              field.name,
              field.hasHelp ? t(`settings.password.${field.name}Help`) : undefined,
            )}
          />
        ))}
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={endOtherSessions}
                onChange={(event) => setEndOtherSessions(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': endOthersHelpId } }}
              />
            }
            label={t('settings.password.endOthers')}
          />
          <FormHelperText id={endOthersHelpId} sx={{ mx: 0 }}>
            {t('settings.password.endOthersHelp')}
          </FormHelperText>
        </div>
        <Box>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('settings.password.save')}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
