import { Chip, Stack } from '@mui/material';

/** Words of a brief (genres, moods) as small chips, so a list reads at a glance. */
export function WordChips({
  label,
  words,
  color = 'default',
}: {
  label: string;
  words: readonly string[];
  /** Genres in the brand's colour, moods plain: two lists side by side stay apart. */
  color?: 'default' | 'primary';
}) {
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label={label}
      sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
    >
      {words.map((word) => (
        <li key={word}>
          <Chip size="small" variant="outlined" color={color} label={word} />
        </li>
      ))}
    </Stack>
  );
}
