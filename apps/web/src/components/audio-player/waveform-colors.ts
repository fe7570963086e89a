import { useColorScheme, useTheme } from '@mui/material/styles';

/**
 * The waveform's colours in the scheme shown (the theme's `waveform` tokens): wavesurfer paints
 * a canvas, which cannot read the page's CSS variables, so it is given the colours themselves
 * and draws again when the scheme changes.
 */
export function useWaveformColors(): { wave: string; progress: string } {
  const theme = useTheme();
  const { colorScheme } = useColorScheme();
  const palette = (colorScheme && theme.colorSchemes[colorScheme]?.palette) || theme.palette;
  return palette.waveform;
}
