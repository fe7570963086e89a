import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../components/toast/toast-provider';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';

export type SignUpField = {
  name: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'tel';
  autoComplete?: string;
  isOptional?: boolean;
  hasHelp?: boolean;
  /** A choice from these values (labels under signUp.<name>s). */
  options?: readonly string[];
};

/** One sign-up form for both kinds of account: the fields and the schema make the difference. */
export function SignUpForm<S extends z.ZodObject<z.ZodRawShape>>(props: {
  title: string;
  fields: readonly SignUpField[];
  schema: S;
  register: (body: z.output<S>) => Promise<Profile>;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const registration = useMutation({ mutationFn: props.register });
  const [refusal, setRefusal] = useState<string | null>(null);
  const defaultValues = Object.fromEntries(props.fields.map((f) => [f.name, f.options?.[0] ?? '']));
  const { register, handleSubmit, formState, setError } = useForm<
    Record<string, string>,
    unknown,
    z.output<S>
  >({
    resolver: formResolver(props.schema),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await registration.mutateAsync(body);
      showToast({ severity: 'success', description: t('signUp.success') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'EMAIL_TAKEN') {
        setError('email', { message: error.message });
        showToast({ severity: 'error', description: t('signUp.failedEmailTaken') });
        return;
      }
      for (const field of error.fields) setError(field.field, { message: field.message });
      setRefusal(error.message);
    }
  });

  if (registration.isSuccess) {
    return (
      <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2} role="status">
            <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
              {t('signUp.awaitingTitle')}
            </Typography>
            <Typography>{t('signUp.awaitingText', { email: registration.data.email })}</Typography>
            <Box>
              <Button component={RouterLink} to={paths.home} variant="contained">
                {t('signUp.backHome')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card variant="outlined" sx={{ maxWidth: 640, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 3 }}>
          {props.title}
        </Typography>
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <Box
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {props.fields.map((field) => {
              const error = formState.errors[field.name]?.message;
              const label = `${t(`signUp.fields.${field.name}`)}${field.isOptional ? ` ${t('signUp.optional')}` : ''}`;
              return (
                <TextField
                  key={field.name}
                  label={label}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  required={!field.isOptional}
                  select={Boolean(field.options)}
                  defaultValue={defaultValues[field.name]}
                  error={Boolean(error)}
                  helperText={
                    error ?? (field.hasHelp ? t(`signUp.fields.${field.name}Help`) : undefined)
                  }
                  {...register(field.name)}
                >
                  {field.options?.map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`signUp.${field.name}s.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
              );
            })}
          </Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
