import { useEffect, useState } from 'react';

/**
 * Whether the author may still change their comment: until `editableUntil` (set for the author
 * only, 15 minutes after writing). The buttons go when the time is up, without a reload.
 */
export function useStillEditable(editableUntil: string | null): boolean {
  const until = editableUntil === null ? 0 : Date.parse(editableUntil);
  const [now, setNow] = useState(() => Date.now());
  const isEditable = until > now;
  useEffect(() => {
    if (!isEditable) return;
    const timer = setTimeout(() => setNow(Date.now()), until - Date.now());
    return () => clearTimeout(timer);
  }, [isEditable, until]);
  return isEditable;
}
