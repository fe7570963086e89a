import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import type { LoginBody } from '@cuebrief/shared';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fieldProps } from '../../components/form/field-props';
import { PasswordField } from '../../components/form/password-field';
import { PageLoader } from '../../components/page-loader';
import { lazyResolver } from '../../components/form/lazy-resolver';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { AuthCard } from './auth-card';

/**
 * Codes whose server message tells the person why they cannot log in yet (or at all). The form
 * shows that message, and only it: the spec's "Login is failed" toast beside it would contradict
 * it (the account is not wrong, it is waiting), so the toast stays for the other refusals.
 */
const EXPLAINED_REFUSALS = new Set(['ACCOUNT_PENDING', 'ACCOUNT_REJECTED', 'TOO_MANY_REQUESTS']);

/** A refusal the page answers itself: a reason shown on the form, or the second step. */
function isExplainedHere(code: string | undefined): boolean {
  return code === 'SECOND_FACTOR_REQUIRED' || (code !== undefined && EXPLAINED_REFUSALS.has(code));
}

const resolver = lazyResolver<LoginBody>(() =>
  import('./login-resolver').then(({ loginResolver }) => loginResolver),
);

/** The second step, only for admins with two-factor sign-in: loaded when it is asked for. */
const LoginCodeStep = lazy(async () => ({
  default: (await import('./login-code-step')).LoginCodeStep,
}));

export function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Set when the password was right and a second factor is asked for; the form keeps its values.
  const [codeFor, setCodeFor] = useState<LoginBody | null>(null);
  const form = useForm<LoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const { handleSubmit, formState, setError } = form;
  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit((credentials) => {
    setRefusal(null);
    return submit(() => login(credentials), {
      failure: (refusal) => (isExplainedHere(refusal.code) ? null : t('login.failed')),
      onRefusal: (refusal) => {
        if (refusal.code === 'SECOND_FACTOR_REQUIRED') setCodeFor(credentials);
        else if (isExplainedHere(refusal.code)) setRefusal(refusal.message);
      },
    });
  });

  return (
    <AuthCard title={t('login.title')}>
      {codeFor ? (
        <Suspense fallback={<PageLoader />}>
          <LoginCodeStep credentials={codeFor} onBack={() => setCodeFor(null)} />
        </Suspense>
      ) : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
          {refusal && <Alert severity="warning">{refusal}</Alert>}
          <TextField
            label={t('common.email')}
            type="email"
            autoComplete="email"
            autoFocus
            {...fieldProps(form, 'email')}
          />
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <PasswordField
              label={t('common.password')}
              autoComplete="current-password"
              fullWidth
              {...fieldProps(form, 'password')}
            />
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
              {t('login.forgotPassword')}
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('login.submit')}
          </Button>
          <Typography color="text.secondary">
            {t('login.noAccount', { product: t('product') })}{' '}
            <Link component={RouterLink} to={paths.chooseUserType}>
              {t('login.signUp')}
            </Link>
          </Typography>
        </Stack>
      )}
    </AuthCard>
  );
}
