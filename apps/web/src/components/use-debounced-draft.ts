import { useEffect, useRef, useState } from 'react';

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
export const DEBOUNCE_MS = 300;

/**
 * A box's text as typed, reported once typing pauses (or at once with `reportNow`), so a list is
 * fetched once per word or number, not once per key. `value` is the value in force (kept in the
 * address or in state by the caller); when it changes from outside (Back, Forward, a link, "Clear
 * filters") the box shows it. The box's own value coming back is not shown again: the person may
 * have typed on since it was reported. A draft that differs only by spaces is kept. `accepts`
 * keeps back a draft that is not a value (a number out of range), which the caller explains.
 */
export function useDebouncedDraft(
  value: string,
  onReport: (value: string) => void,
  accepts: (draft: string) => boolean = () => true,
) {
  const [draft, setDraft] = useState(value);

  // The timer reads these when it fires: the value in force then, and the latest callbacks.
  const latest = useRef({ value, onReport, accepts });
  useEffect(() => {
    latest.current = { value, onReport, accepts };
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setDraft((current) => (current.trim() === value ? current : value));
  }, [value]);

  const report = (text: string) => {
    const next = text.trim();
    // Only a changed value is reported: a stray space loads nothing again.
    if (next === latest.current.value || !latest.current.accepts(next)) return;
    reported.current = next;
    latest.current.onReport(next);
  };

  return {
    draft,
    type(text: string) {
      setDraft(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => report(text), DEBOUNCE_MS);
    },
    reportNow() {
      clearTimeout(timer.current);
      report(draft);
    },
  };
}
