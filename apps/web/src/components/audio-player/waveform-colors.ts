import { useColorScheme, useTheme } from '@mui/material/styles';

/**
 * The waveform's colours in the scheme shown (the theme's `waveform` tokens): wavesurfer paints
 * a canvas, which cannot read the page's CSS variables, so it is given the colours themselves
 * and draws again when the scheme changes.
 */
export function useWaveformColors(): { wave: string; progress: string } {
  const theme = useTheme();
  const { colorScheme } = useColorScheme();
  // Read as possibly missing: a component test may render with MUI's default theme, which has
  // neither colour schemes nor the waveform's tokens.
  const schemes = theme.colorSchemes as Partial<typeof theme.colorSchemes> | undefined;
  const palette = (colorScheme && schemes?.[colorScheme]?.palette) || theme.palette;
  const tokens = palette.waveform as typeof palette.waveform | undefined;
  return tokens ?? { wave: palette.text.secondary, progress: palette.primary.main };
}
