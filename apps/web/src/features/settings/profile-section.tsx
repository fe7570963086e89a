import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { updateProfileBodySchemas, type Profile, type UpdateProfileBody } from '@cuebrief/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../../components/form/field-grid';
import { fieldProps } from '../../components/form/field-props';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { useAuth } from '../../lib/auth/auth-context';
import { formResolver } from '../../lib/form-resolver';
import { useUpdateProfile } from './api/update-profile';
import {
  PROFILE_GROUPS,
  diffProfile,
  fieldsOf,
  formValuesOf,
  type ProfileFormValues,
} from './profile-fields';
import { SettingSwitch } from './setting-switch';
import { SectionCard } from '../../components/section-card';

/** The person's own details: the fields their role may change, and the email, which stays. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { reloadProfile } = useAuth();
  const update = useUpdateProfile();
  const groups = PROFILE_GROUPS[profile.role];
  const roleContext = profile.role.toLowerCase();
  // Each role's schema has its own fields; the form only needs the union's output type.
  const schema = updateProfileBodySchemas[profile.role] as typeof updateProfileBodySchemas.Client;
  const form = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: formResolver<typeof schema, ProfileFormValues>(schema),
    defaultValues: formValuesOf(profile),
  });
  const { handleSubmit, formState, setError, reset } = form;

  const submit = useApiSubmit(setError);

  const onSubmit = handleSubmit((values) => {
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
    return submit(() => update.mutateAsync(changes), {
      success: t('settings.profile.success'),
      onSuccess: async (updated) => {
        reset(formValuesOf(updated));
        // Everything else on screen (the greeting, the menu) reads the profile from the auth state.
        await reloadProfile();
      },
      failure: t('settings.profile.failed'),
    });
  });

  return (
    <SectionCard title={t('settings.profile.title')}>
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
            {group.switches?.map((name) => (
              <SettingSwitch
                key={name}
                control={form.control}
                name={name}
                // A switch may say something else to each role (the review digest does).
                label={t(`accountFields.${name}`, { context: roleContext })}
                help={t(`accountFields.${name}Help`, { context: roleContext })}
              />
            ))}
            {group.fields.length > 0 && (
              <FieldGrid>
                {/* Shown where it belongs, but not a field of the form: it cannot change. */}
                {group.key === 'person' && (
                  <TextField
                    label={t('accountFields.email')}
                    value={profile.email}
                    helperText={t('settings.profile.emailFixed')}
                    slotProps={{ input: { readOnly: true } }}
                    variant="filled"
                    sx={{ gridColumn: '1 / -1' }}
                  />
                )}
                {group.fields.map((field) => (
                  <TextField
                    key={field.name}
                    label={t(`accountFields.${field.name}`)}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    required={field.isRequired}
                    {...fieldProps(
                      form,
                      field.name,
                      field.hasHelp ? t(`accountFields.${field.name}Help`) : undefined,
                    )}
                  />
                ))}
              </FieldGrid>
            )}
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
    </SectionCard>
  );
}
