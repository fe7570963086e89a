import { websiteSchema } from '@cuebrief/shared';
import { useState } from 'react';
import type { FieldPathByValue, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../lib/validation-message';

/** The link being typed in a ReferencesField, held by the form that owns it. */
export type PendingReference = {
  url: string;
  setUrl: (url: string) => void;
  error: string | null;
  /** Adds the typed link to the list; false (with `error` set) when it is not a link. */
  add: () => boolean;
  /**
   * Before the form moves on: a link typed but not added is added when it is valid; when it is
   * not, the form stops and says why. True when the form may go on.
   */
  takeBeforeSubmit: () => boolean;
};

/**
 * The typed link of a form's references list (`name`). Held by the form, not the field, so the
 * form's "Next" or "Continue" can add a link the person typed and did not add: it was dropped
 * without a word before.
 */
export function usePendingReference<V extends FieldValues>(
  form: Pick<UseFormReturn<V, never, never>, 'getValues' | 'setValue'>,
  name: FieldPathByValue<V, string[]>,
): PendingReference {
  const { t } = useTranslation();
  const [url, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (whenInvalid: (message: string) => string = (message) => message) => {
    const checked = websiteSchema.safeParse(url.trim());
    if (!checked.success) {
      setError(whenInvalid(validationMessage(checked.error.issues[0]!)));
      return false;
    }
    const links = form.getValues(name) as string[];
    if (!links.includes(checked.data)) {
      form.setValue(name, [...links, checked.data] as PathValue<V, typeof name>, {
        shouldDirty: true,
      });
    }
    setTyped('');
    setError(null);
    return true;
  };

  return {
    url,
    setUrl: (typed) => {
      setTyped(typed);
      setError(null);
    },
    error,
    add: () => add(),
    takeBeforeSubmit: () =>
      url.trim() === '' ||
      add((message) => t('requests.wizard.referenceNotAdded', { reason: message })),
  };
}
