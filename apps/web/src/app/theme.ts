import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    primary: { main: '#3b2a8c' },
    secondary: { main: '#d9480f' },
    background: { default: '#f6f4fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
  },
  components: {
    // Keyboard focus must be plain to see on every control (a ripple tint alone is too faint).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          // The browser's own :focus-visible too: MUI's class follows on a later render, and
          // not at all when focus arrives in ways it does not track.
          '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #d9480f', outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: '3px solid #d9480f', outlineOffset: 2 } },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
  },
});
