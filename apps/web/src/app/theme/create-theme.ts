import { createTheme, type Shadows } from '@mui/material/styles';
import { globalStyles } from './global-styles';
import { palettes, type CuebriefPalette } from './palettes';
import {
  elevations,
  fontFamily,
  levelOfShadow,
  motion,
  radii,
  spacingUnit,
  typeScale,
} from './tokens';

declare module '@mui/material/styles' {
  // The theme is made with CSS variables: `theme.vars` and `theme.colorSchemes` are always there.
  interface CssThemeVariables {
    enabled: true;
  }
  interface PaletteColor {
    /** The colour as text or a line on paper and on the page's ground (4.5:1). */
    ink: string;
  }
  interface SimplePaletteColorOptions {
    ink?: string;
  }
  interface Palette {
    waveform: CuebriefPalette['waveform'];
    focus: string;
  }
  interface PaletteOptions {
    waveform?: CuebriefPalette['waveform'];
    focus?: string;
  }
}

/** The attribute on <html> that names the scheme shown; the early script sets it first. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

const shadows = Array.from(
  { length: 25 },
  (_, index) => elevations[levelOfShadow(index)],
) as unknown as Shadows;

// The ring is a CSS variable, so it follows the scheme without a render.
const focusRing = {
  outline: '3px solid var(--mui-palette-focus)',
  outlineOffset: 2,
};

/**
 * The app's theme: both palettes as CSS variables (`--mui-palette-…`), the one shown chosen by
 * `data-color-scheme` on <html>. The early script (COLOR_SCHEME_SCRIPT, @cuebrief/shared) sets
 * that attribute before the first paint from what is stored, so no page flashes the other scheme;
 * MUI's `useColorScheme` changes it afterwards. Decision 042 says why.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: {
    light: { palette: palettes.light },
    dark: { palette: palettes.dark },
  },
  spacing: spacingUnit,
  shape: { borderRadius: radii.md },
  shadows,
  typography: { fontFamily, ...typeScale },
  transitions: {
    duration: {
      shortest: motion.duration.instant,
      shorter: motion.duration.short,
      short: motion.duration.short,
      standard: motion.duration.standard,
      complex: motion.duration.long,
      enteringScreen: motion.duration.standard,
      leavingScreen: motion.duration.short,
    },
    easing: {
      easeInOut: motion.easing.standard,
      easeOut: motion.easing.enter,
      easeIn: motion.easing.exit,
      sharp: motion.easing.exit,
    },
  },
  components: {
    MuiCssBaseline: { styleOverrides: globalStyles },
    // Keyboard focus must be plain to see on every control (a ripple tint alone is too faint).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          // The browser's own :focus-visible too: MUI's class follows on a later render, and
          // not at all when focus arrives in ways it does not track.
          '&.Mui-focusVisible, &:focus-visible': focusRing,
        },
      },
    },
    MuiLink: {
      styleOverrides: { root: { '&:focus-visible': focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', borderRadius: radii.pill } },
    },
    MuiChip: {
      styleOverrides: { root: { borderRadius: radii.sm } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: radii.lg } },
    },
  },
});
