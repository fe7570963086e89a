import { TextField } from '@mui/material';
import { useState } from 'react';

/**
 * A number filter (a tempo or a length end) that puts its value in the address when the person
 * leaves the box or presses Enter, not on every key: "1", "12", "120" would each be a fetch and
 * a step of Back.
 */
export function NumberFilterField({
  label,
  value,
  onCommit,
  min,
  max,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  min: number;
  max: number;
}) {
  const [draft, setDraft] = useState(value);
  // Back, Forward or "Clear filters" change the address: the box follows it, in the same render
  // (React's pattern for state that resets when a prop changes).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { min, max, inputMode: 'numeric' } }}
    />
  );
}
