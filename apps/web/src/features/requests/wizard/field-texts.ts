import type { TFunction } from 'i18next';

type AskedField =
  | 'category'
  | 'length'
  | 'genre'
  | 'mood'
  | 'keywords'
  | 'instrumentation'
  | 'tempo'
  | 'key'
  | 'duty'
  | 'references';

/** A brief's answer as the wizard asks for it: its label and its help line. */
export const fieldTexts = (t: TFunction, name: AskedField) => ({
  label: t(`requests.fields.${name}`),
  help: t(`requests.wizard.help.${name}`),
});
