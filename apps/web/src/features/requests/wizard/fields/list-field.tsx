import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../../components/form/choice-chips';
import { FreeChipsField } from '../../../../components/form/free-chips-field';
import { SelectManyField } from '../../../../components/form/select-many-field';
import type { WizardForm } from '../wizard-form';

type ListName =
  'category' | 'length' | 'genre' | 'mood' | 'keywords' | 'instrumentation' | 'key' | 'duty';

/**
 * A list answer of the brief with its label and help from the catalogue: `chips` for a short
 * vocabulary shown whole, `menu` for a long one, `free` for words the client types.
 */
export function ListField({
  form,
  name,
  kind,
  options = [],
  isRequired = false,
}: {
  form: WizardForm;
  name: ListName;
  kind: 'chips' | 'menu' | 'free';
  options?: readonly string[];
  isRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          label: t(`requests.fields.${name}`),
          help: t(`requests.wizard.help.${name}`),
          value: field.value,
          onChange: field.onChange,
          error: fieldState.error?.message,
          // A failed "Next" puts focus on the first answer it names.
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
