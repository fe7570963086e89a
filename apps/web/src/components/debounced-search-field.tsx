import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
const SEARCH_DELAY_MS = 300;

/**
 * A search box that reports its trimmed text once typing pauses, so a list is not fetched again
 * for every key pressed.
 */
export function DebouncedSearchField({
  label,
  onSearch,
  sx,
}: {
  label: string;
  onSearch: (search: string) => void;
  /** Placement in the caller's layout, e.g. how it grows in a row of filters. */
  sx?: SxProps<Theme>;
}) {
  const [text, setText] = useState('');
  // The latest callback, without restarting the timer when the caller passes a new function.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  // Only a changed search is reported: a stray space, or the first render, loads nothing again.
  const reported = useRef('');
  useEffect(() => {
    const search = text.trim();
    if (search === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = search;
      onSearchRef.current(search);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Box role="search" sx={sx}>
      <TextField
        fullWidth
        type="search"
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
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
