import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { ProfileFormValues, ProfileSwitchName } from './profile-fields';

/** A yes-or-no setting of the profile form, saved with the rest by "Save changes". */
export function SettingSwitch({
  control,
  name,
  label,
  help,
}: {
  control: Control<ProfileFormValues>;
  name: ProfileSwitchName;
  label: string;
  help: string;
}) {
  const helpId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack sx={{ alignItems: 'flex-start' }}>
          <FormControlLabel
            label={label}
            control={
              <Switch
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': helpId } }}
              />
            }
          />
          <FormHelperText id={helpId} sx={{ mt: 0, ml: 0 }}>
            {help}
          </FormHelperText>
        </Stack>
      )}
    />
  );
}
