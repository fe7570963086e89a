import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@cuebrief/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fieldProps } from '../../components/form/field-props';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { SuccessPanel } from '../../components/success-panel';
import { paths } from '../../config/paths';
import { formResolver } from '../../lib/form-resolver';
import { useAskResetLink } from './api/ask-reset-link';
import { AuthCard } from './auth-card';

const resolver = formResolver(forgotPasswordBodySchema);

/**
 * Asks for a password reset link (docs/contracts.md#password-resets). Whatever the email, the
 * server answers alike, and so does this page: it says where the link goes if an account uses
 * the address, never whether one does.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const ask = useAskResetLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Record<string, string>, unknown, ForgotPasswordBody>({
    resolver,
    defaultValues: { email: '' },
  });
  const { handleSubmit, formState, setError } = form;
  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit((body) => {
    setRefusal(null);
    return submit(() => ask.mutateAsync(body), {
      onSuccess: () => setSentTo(body.email),
      // Too many asks (429) is said above the form, with how long to wait; a lost connection
      // is toasted, and the form stays as typed to send again.
      failure: (refused) => (refused.code === 'NETWORK_ERROR' ? t('common.unreachable') : null),
      onRefusal: (refused) => {
        if (refused.code !== 'NETWORK_ERROR' && refused.fields.length === 0) {
          setRefusal(refused.status === 429 ? refused.message : t('passwordReset.askFailed'));
        }
      },
    });
  });

  return (
    <AuthCard title={t('passwordReset.askTitle')}>
      {sentTo ? (
        <SuccessPanel
          title={t('passwordReset.sentTitle')}
          text={t('passwordReset.sentText', { email: sentTo })}
          actions={
            <>
              <Button component={RouterLink} to={paths.login} variant="contained">
                {t('passwordReset.backToLogin')}
              </Button>
              <Button variant="outlined" onClick={() => setSentTo(null)}>
                {t('passwordReset.sendAgain')}
              </Button>
            </>
          }
        />
      ) : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
          <Typography color="text.secondary">{t('passwordReset.askLead')}</Typography>
          {refusal && <Alert severity="warning">{refusal}</Alert>}
          <TextField
            label={t('common.email')}
            type="email"
            autoComplete="email"
            autoFocus
            required
            {...fieldProps(form, 'email')}
          />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('passwordReset.send')}
          </Button>
          <Typography color="text.secondary">
            {t('passwordReset.remembered')}{' '}
            <Link component={RouterLink} to={paths.login}>
              {t('passwordReset.logIn')}
            </Link>
          </Typography>
        </Stack>
      )}
    </AuthCard>
  );
}
