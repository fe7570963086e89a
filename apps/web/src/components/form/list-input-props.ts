/** What every input of a list of words takes: chips, a menu of several, free words. */
export type ListInputProps = {
  label: string;
  help?: string;
  value: readonly string[];
  onChange: (words: string[]) => void;
  onBlur?: () => void;
  /** Shown in place of the help while the check fails. */
  error?: string;
  /** The control focus goes to when the form points at this answer (a failed check). */
  focusRef?: (element: HTMLElement | null) => void;
};
