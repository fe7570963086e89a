import { Box } from '@mui/material';

const HEIGHT = 24;

/**
 * A take's waveform at a glance: one bar per point (values 0..1), mirrored about the middle as
 * players draw it. Decoration only: the row's title names the take.
 */
export function MiniWaveform({ peaks }: { peaks: readonly number[] }) {
  const width = peaks.length * 2;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden
      focusable="false"
      data-testid="mini-waveform"
      sx={{ display: 'block', width: 72, height: HEIGHT, color: 'primary.main' }}
    >
      {peaks.map((peak, index) => {
        // At least a hairline, so silence still reads as part of the take.
        const height = Math.max(1, Math.min(1, peak) * HEIGHT);
        return (
          <rect
            key={index}
            x={index * 2}
            y={(HEIGHT - height) / 2}
            width={1.4}
            height={height}
            fill="currentColor"
          />
        );
      })}
    </Box>
  );
}
