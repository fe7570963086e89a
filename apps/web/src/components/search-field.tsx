import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The app's one search box. It shows each key at once but reports the trimmed text only once
 * typing pauses, so a list is fetched once per word, not once per key. Where the search is kept
 * is the caller's choice (the address for admin lists, state for the public Q&A page): `value`
 * is the search in force, and when it changes from outside (Back, Forward, a link) the box
 * shows it.
 */
export function SearchField({
  label,
  help,
  value,
  onSearch,
  sx,
}: {
  label: string;
  /** Shown under the box, e.g. "Name, email or agency". */
  help?: string;
  value: string;
  onSearch: (search: string) => void;
  /** Placement in the caller's layout, e.g. how it grows in a row of filters. */
  sx?: SxProps<Theme>;
}) {
  const [draft, setDraft] = useState(value);

  // The timer reads these when it fires: the search in force then, and the latest callback.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A search changed from outside is shown. The box's own search coming back is not: the person
  // may have typed on since it was reported. A draft that differs only by spaces is kept.
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setDraft((current) => (current.trim() === value ? current : value));
  }, [value]);

  const type = (text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const search = text.trim();
      // Only a changed search is reported: a stray space loads nothing again.
      if (search === latest.current.value) return;
      reported.current = search;
      latest.current.onSearch(search);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <Box role="search" sx={sx}>
      <TextField
        fullWidth
        type="search"
        label={label}
        helperText={help}
        value={draft}
        onChange={(event) => type(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
