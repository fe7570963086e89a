import { Chip } from '@mui/material';

export type StatusColor = 'success' | 'warning' | 'error' | 'info';

/**
 * A small outlined label for a state. Its text is a darker shade of the colour: the palette's
 * own warning and info shades are too light to read as small text on white (WCAG AA). In a
 * narrow column the label wraps onto a second line instead of being cut ("Awaiting ou…").
 */
export function StatusChip({ label, color }: { label: string; color: StatusColor }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={label}
      // The colour's `ink` shade: small text that reads on paper in both schemes (WCAG AA).
      sx={{
        color: `${color}.ink`,
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
