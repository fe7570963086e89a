import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import {
  secondFactorCodeSchema,
  secondFactorConfirmBodySchema,
  type LoginBody,
} from '@cuebrief/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldProps } from '../../components/form/field-props';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { useAuth } from '../../lib/auth/auth-context';
import { formResolver } from '../../lib/form-resolver';

type Kind = 'app' | 'recovery';

const resolvers = {
  app: formResolver(secondFactorConfirmBodySchema),
  recovery: formResolver(z.strictObject({ code: secondFactorCodeSchema })),
};

/** Refusals whose server message says why signing in stopped (too many tries). */
const EXPLAINED_REFUSALS = new Set(['TOO_MANY_REQUESTS']);

/**
 * The login's second step for an admin with two-factor sign-in: the password was right, and the
 * code from the app (or a recovery code) is asked for; email and password are sent again with
 * it (docs/contracts.md#admin-two-factor). Its own chunk: only such admins need it.
 */
export function LoginCodeStep({
  credentials,
  onBack,
}: {
  credentials: LoginBody;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('app');
  return (
    <Stack spacing={2.5}>
      <Typography variant="h2">{t('login.secondFactor.title')}</Typography>
      {/* A form of its own per kind, so switching starts with an empty field and its own check. */}
      <CodeForm key={kind} kind={kind} credentials={credentials} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Link
          component="button"
          type="button"
          onClick={() => setKind(kind === 'app' ? 'recovery' : 'app')}
        >
          {t(kind === 'app' ? 'login.secondFactor.useRecovery' : 'login.secondFactor.useApp')}
        </Link>
        <Link component="button" type="button" onClick={onBack}>
          {t('login.secondFactor.back')}
        </Link>
      </Stack>
    </Stack>
  );
}

function CodeForm({ kind, credentials }: { kind: Kind; credentials: LoginBody }) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Record<string, string>, unknown, { code: string }>({
    resolver: resolvers[kind],
    defaultValues: { code: '' },
  });
  const { handleSubmit, formState, setError } = form;
  const submit = useApiSubmit(setError);
  const isApp = kind === 'app';

  const onSubmit = handleSubmit(({ code }) => {
    setRefusal(null);
    return submit(() => login({ ...credentials, code }), {
      onRefusal: (refused) => {
        if (refused.code === 'SECOND_FACTOR_WRONG') {
          setError('code', {
            message: t(isApp ? 'login.secondFactor.wrong' : 'login.secondFactor.wrongRecovery'),
          });
        } else if (refused.code && EXPLAINED_REFUSALS.has(refused.code)) {
          setRefusal(refused.message);
        }
      },
      // A wrong code is said on its field; anything else as a failed login.
      failure: (refused) => (refused.code === 'SECOND_FACTOR_WRONG' ? null : t('login.failed')),
    });
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
      <Typography color="text.secondary">
        {isApp
          ? t('login.secondFactor.lead', { product: t('product') })
          : t('login.secondFactor.leadRecovery')}
      </Typography>
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      <TextField
        label={t(isApp ? 'login.secondFactor.code' : 'login.secondFactor.recoveryCode')}
        autoComplete={isApp ? 'one-time-code' : 'off'}
        autoFocus
        required
        slotProps={{
          htmlInput: isApp
            ? { inputMode: 'numeric', maxLength: 6, spellCheck: false }
            : { spellCheck: false, autoCapitalize: 'none' },
        }}
        {...fieldProps(form, 'code')}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('login.secondFactor.submit')}
        </Button>
      </Box>
    </Stack>
  );
}
