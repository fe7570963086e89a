import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A form's on/off field: a labelled switch with a line of help that it is described by. */
export function SwitchField<V extends FieldValues, Sent extends FieldValues = V>(props: {
  /** The form's control; what it sends (`Sent`) may differ from what it holds (`V`). */
  control: Control<V, unknown, Sent>;
  name: Path<V>;
  label: string;
  help: string;
}) {
  const helpId = useId();
  return (
    <div>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
            label={props.label}
          />
        )}
      />
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {props.help}
      </FormHelperText>
    </div>
  );
}
