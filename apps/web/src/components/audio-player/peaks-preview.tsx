import { Box } from '@mui/material';
import { useMemo } from 'react';

const BARS = 96;

/** The stored peaks reduced to `count` bars, each the loudest point of its stretch. */
export function barsOf(peaks: readonly number[], count = BARS): number[] {
  if (peaks.length === 0) return Array.from({ length: count }, () => 0);
  return Array.from({ length: count }, (_, bar) => {
    const from = Math.floor((bar * peaks.length) / count);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * peaks.length) / count));
    return Math.max(...peaks.slice(from, to).map(Math.abs));
  });
}

/**
 * The waveform as plain SVG bars, drawn at once from the stored peaks: what shows while the
 * waveform library loads, and instead of it if it cannot. The part already played is coloured.
 */
export function PeaksPreview({
  peaks,
  progress,
  colors,
}: {
  peaks: readonly number[];
  /** 0..1 of the audio played. */
  progress: number;
  colors: { wave: string; progress: string };
}) {
  const bars = useMemo(() => barsOf(peaks), [peaks]);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${BARS} 100`}
      preserveAspectRatio="none"
      aria-hidden
      sx={{ display: 'block', width: '100%', height: '100%' }}
    >
      {bars.map((peak, index) => {
        const height = Math.max(2, peak * 100);
        return (
          <rect
            key={index}
            x={index + 0.15}
            y={(100 - height) / 2}
            width={0.7}
            height={height}
            fill={(index + 0.5) / BARS <= progress ? colors.progress : colors.wave}
          />
        );
      })}
    </Box>
  );
}
