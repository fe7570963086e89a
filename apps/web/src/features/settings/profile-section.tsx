import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { updateProfileBodySchemas, type Profile, type UpdateProfileBody } from '@cuebrief/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { formResolver } from '../../lib/form-resolver';
import { useUpdateProfile } from './api/update-profile';
import { PROFILE_GROUPS, diffProfile, fieldsOf, formValuesOf } from './profile-fields';

/** The person's own details: the fields their role may change, and the email, which stays. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const headingId = useId();
  const showToast = useToast();
  const { reloadProfile } = useAuth();
  const update = useUpdateProfile();
  const groups = PROFILE_GROUPS[profile.role];
  // Each role's schema has its own fields; the form only needs the union's output type.
  const schema = updateProfileBodySchemas[profile.role] as typeof updateProfileBodySchemas.Client;
  const { register, handleSubmit, formState, setError, reset } = useForm<
    Record<string, string>,
    unknown,
    UpdateProfileBody
  >({ resolver: formResolver(schema), defaultValues: formValuesOf(profile) });

  const onSubmit = handleSubmit(async (values) => {
    const { changes, cleared } = diffProfile(profile, values);
    if (cleared.length > 0) {
      for (const name of cleared) {
        const isRequired = fieldsOf(profile.role).find((field) => field.name === name)?.isRequired;
        setError(name, {
          message: isRequired ? t('validation.required') : t('settings.profile.cannotClear'),
        });
      }
      return;
    }
    // Only spaces were added or removed: nothing to store, show what is stored.
    if (Object.keys(changes).length === 0) {
      reset(formValuesOf(profile));
      return;
    }
    try {
      const updated = await update.mutateAsync(changes);
      reset(formValuesOf(updated));
      showToast({ severity: 'success', description: t('settings.profile.success') });
      // Everything else on screen (the greeting, the menu) reads the profile from the auth state.
      await reloadProfile();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of error.fields) setError(field.field, { message: field.message });
      }
      showToast({ severity: 'error', description: t('settings.profile.failed') });
    }
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" gutterBottom>
          {t('settings.profile.title')}
        </Typography>
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
          {groups.map((group) => (
            <Box key={group.key} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              {/* A lone group needs no title: the section's heading says it all. */}
              <Typography
                component="legend"
                variant="subtitle1"
                sx={groups.length > 1 ? { fontWeight: 600, mb: 1.5, p: 0 } : visuallyHiddenSx}
              >
                {t(`settings.profile.groups.${group.key}`)}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2.5,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                }}
              >
                {/* Shown where it belongs, but not a field of the form: it cannot change. */}
                {group.key === 'person' && (
                  <TextField
                    label={t('settings.fields.email')}
                    value={profile.email}
                    helperText={t('settings.profile.emailFixed')}
                    slotProps={{ input: { readOnly: true } }}
                    variant="filled"
                    sx={{ gridColumn: '1 / -1' }}
                  />
                )}
                {group.fields.map((field) => {
                  const error = formState.errors[field.name]?.message;
                  return (
                    <TextField
                      key={field.name}
                      label={t(`settings.fields.${field.name}`)}
                      type={field.type ?? 'text'}
                      autoComplete={field.autoComplete}
                      required={field.isRequired}
                      error={Boolean(error)}
                      helperText={
                        error ??
                        (field.hasHelp ? t(`settings.fields.${field.name}Help`) : undefined)
                      }
                      {...register(field.name)}
                    />
                  );
                })}
              </Box>
            </Box>
          ))}
          <Box>
            <Button
              type="submit"
              variant="contained"
              loading={formState.isSubmitting}
              disabled={!formState.isDirty}
            >
              {t('settings.profile.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
