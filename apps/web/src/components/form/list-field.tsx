import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ChoiceChips } from './choice-chips';
import { FreeChipsField } from './free-chips-field';
import { SelectManyField } from './select-many-field';

/**
 * A list answer of a form (a brief, a submission): `chips` for a short vocabulary shown whole,
 * `menu` for a long one, `free` for words the person types.
 */
export function ListField<V extends FieldValues, C, T extends FieldValues>({
  control,
  name,
  label,
  help,
  kind,
  options = [],
  isRequired = false,
}: {
  control: Control<V, C, T>;
  name: FieldPathByValue<V, string[]>;
  label: string;
  help: string;
  kind: 'chips' | 'menu' | 'free';
  options?: readonly string[];
  isRequired?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          label,
          help,
          value: field.value as readonly string[],
          onChange: field.onChange,
          error: fieldState.error?.message,
          // A failed check puts focus on the first answer it names.
          focusRef: field.ref,
        };
        if (kind === 'free') return <FreeChipsField {...props} onBlur={field.onBlur} />;
        if (kind === 'menu') {
          return (
            <SelectManyField
              {...props}
              options={options}
              onBlur={field.onBlur}
              isRequired={isRequired}
            />
          );
        }
        return <ChoiceChips {...props} options={options} isRequired={isRequired} />;
      }}
    />
  );
}
