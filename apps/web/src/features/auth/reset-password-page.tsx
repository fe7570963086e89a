import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { resetPasswordBodySchema } from '@cuebrief/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { fieldProps } from '../../components/form/field-props';
import { PasswordField } from '../../components/form/password-field';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { formResolver } from '../../lib/form-resolver';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './auth-card';

/**
 * The shared rule of a new password, plus its repeat. That the two match is checked on submit,
 * here only: the server never sees the repeat.
 */
const newPasswordFormSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string().min(1) });
const resolver = formResolver(newPasswordFormSchema);

const FIELDS = [
  { name: 'newPassword', hasHelp: true },
  { name: 'confirmPassword', hasHelp: false },
] as const;

/**
 * Sets a new password with the token of a reset link (`?token=`; docs/contracts.md#password-
 * resets). Anyone may open it, signed in or not; the reset signs out every session, so the
 * person then logs in with the new password. A link that no longer works says so and offers
 * to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  const [isLinkDead, setIsLinkDead] = useState(false);
  const navigate = useNavigate();
  const { isAuthenticated, logout } = useAuth();
  const reset = useResetPassword();
  const form = useForm<Record<string, string>, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit, formState, setError } = form;
  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit(({ newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      setError('confirmPassword', { message: t('validation.passwordsDiffer') });
      return;
    }
    return submit(() => reset.mutateAsync({ token: token ?? '', newPassword }), {
      success: t('passwordReset.success'),
      // This browser's session ended with the others: logging out here goes to the login too.
      onSuccess: () => (isAuthenticated ? logout() : navigate(paths.login)),
      failure: (refused) => {
        if (refused.code === 'RESET_LINK_INVALID') return null;
        if (refused.code === 'NETWORK_ERROR') return t('common.unreachable');
        return t('passwordReset.resetFailed');
      },
      onRefusal: (refused) => setIsLinkDead(refused.code === 'RESET_LINK_INVALID'),
    });
  });

  return (
    <AuthCard title={t('passwordReset.resetTitle')}>
      {!token || isLinkDead ? (
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
            <Typography component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('passwordReset.invalidTitle')}
            </Typography>
            {t(token ? 'passwordReset.invalidText' : 'passwordReset.missingText')}
          </Alert>
          <Button component={RouterLink} to={paths.forgotPassword} variant="contained">
            {t('passwordReset.askAgain')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
          <Typography color="text.secondary">{t('passwordReset.resetLead')}</Typography>
          {FIELDS.map((field, index) => (
            <PasswordField
              key={field.name}
              label={t(`passwordReset.${field.name}`)}
              autoComplete="new-password"
              autoFocus={index === 0}
              required
              {...fieldProps(
                form,
                field.name,
                field.hasHelp ? t(`passwordReset.${field.name}Help`) : undefined,
              )}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
              {t('passwordReset.save')}
            </Button>
          </Box>
        </Stack>
      )}
    </AuthCard>
  );
}
