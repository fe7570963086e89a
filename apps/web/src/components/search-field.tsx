import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useDebouncedDraft } from './use-debounced-draft';

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
  const { draft, type } = useDebouncedDraft(value, onSearch);

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
