import { Box } from '@mui/material';

const HEIGHT = 24;

/** The bars as one path (a table of takes draws many waveforms, one element each). */
function barsPath(peaks: readonly number[]): string {
  return peaks
    .map((peak, index) => {
      // At least a hairline, so silence still reads as part of the take.
      const height = Math.max(1, Math.min(1, Math.max(0, peak)) * HEIGHT);
      const top = ((HEIGHT - height) / 2).toFixed(2);
      return `M${index * 2} ${top}h1.4v${height.toFixed(2)}h-1.4z`;
    })
    .join('');
}

/**
 * A take's waveform at a glance: one bar per point (values 0..1), mirrored about the middle as
 * players draw it. Decoration only: the row's title names the take.
 */
export function MiniWaveform({ peaks }: { peaks: readonly number[] }) {
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${peaks.length * 2} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden
      focusable="false"
      data-testid="mini-waveform"
      sx={{ display: 'block', width: 72, height: HEIGHT, color: 'primary.main' }}
    >
      <path d={barsPath(peaks)} fill="currentColor" />
    </Box>
  );
}
