import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { changePasswordBodySchema } from '@cuebrief/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToast } from '../../components/toast/toast-provider';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { useChangePassword } from './api/change-password';

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

/** Changes the password; this session continues with new tokens, every other one ends. */
export function PasswordSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const showToast = useToast();
  const change = useChangePassword();
  const { register, handleSubmit, formState, setError, reset } = useForm<
    Record<string, string>,
    unknown,
    z.output<typeof passwordFormSchema>
  >({ resolver: formResolver(passwordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      setError('confirmPassword', { message: t('validation.passwordsDiffer') });
      return;
    }
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      showToast({ severity: 'success', description: t('settings.password.success') });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of error.fields) setError(field.field, { message: field.message });
      }
      showToast({ severity: 'error', description: t('settings.password.failed') });
    }
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" gutterBottom>
          {t('settings.password.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('settings.password.lead')}
        </Typography>
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
          {FIELDS.map((field) => {
            const error = formState.errors[field.name]?.message;
            return (
              <TextField
                key={field.name}
                label={t(`settings.password.${field.name}`)}
                type="password"
                autoComplete={field.autoComplete}
                required
                error={Boolean(error)}
                helperText={
                  error ?? (field.hasHelp ? t(`settings.password.${field.name}Help`) : undefined)
                }
                sx={{ maxWidth: { sm: 420 } }}
                {...register(field.name)}
              />
            );
          })}
          <Box>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('settings.password.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
