import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { FieldGrid } from '../../components/form/field-grid';
import { fieldProps } from '../../components/form/field-props';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { paths } from '../../config/paths';
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
  const registration = useMutation({ mutationFn: props.register });
  const [refusal, setRefusal] = useState<string | null>(null);
  const defaultValues = Object.fromEntries(props.fields.map((f) => [f.name, f.options?.[0] ?? '']));
  const form = useForm<Record<string, string>, unknown, z.output<S>>({
    resolver: formResolver(props.schema),
    defaultValues,
  });

  const { handleSubmit, formState, setError } = form;
  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit((body) => {
    setRefusal(null);
    // A taken email is marked on its field, with the spec's toast; any other refusal is said
    // above the form, where it stays while the person corrects it.
    return submit(() => registration.mutateAsync(body), {
      success: t('signUp.success'),
      failure: (refusal) => (refusal.code === 'EMAIL_TAKEN' ? t('signUp.failedEmailTaken') : null),
      onRefusal: (refusal) => {
        if (refusal.code === 'EMAIL_TAKEN') setError('email', { message: refusal.message });
        else setRefusal(refusal.message);
      },
    });
  });

  if (registration.isSuccess) {
    return (
      <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2} role="status">
            <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
            <PageHeader
              title={t('signUp.awaitingTitle')}
              lead={t('signUp.awaitingText', { email: registration.data.email })}
            />
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
        <Box sx={{ mb: 3 }}>
          <PageHeader title={props.title} />
        </Box>
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <FieldGrid>
            {props.fields.map((field) => {
              const label = `${t(`accountFields.${field.name}`)}${field.isOptional ? ` ${t('signUp.optional')}` : ''}`;
              return (
                <TextField
                  key={field.name}
                  label={label}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  required={!field.isOptional}
                  select={Boolean(field.options)}
                  // A choice shows its first option; text boxes take theirs from the form. (On
                  // Preact's React layer, where the guest pages run, a box's defaultValue is its
                  // value: each render would empty what was typed.)
                  defaultValue={field.options ? defaultValues[field.name] : undefined}
                  {...fieldProps(
                    form,
                    field.name,
                    field.hasHelp ? t(`accountFields.${field.name}Help`) : undefined,
                  )}
                >
                  {field.options?.map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`signUp.${field.name}s.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
              );
            })}
          </FieldGrid>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
