/**
 * The two palettes: light, and dark as a listening mode (a deep neutral ground, not pure black,
 * so the bright marks of a waveform do not glare). Every pair text ⇄ ground here meets WCAG AA
 * (palettes.test.ts checks them; docs/design.md lists the figures).
 *
 * The brand is vermilion on warm paper and ink: the colour of a studio's record light, next to
 * the black-and-white of the music libraries people buy from. `ink` is each colour as text or a
 * line on paper and on the page's ground (4.5:1), for chips and labels tinted by their meaning.
 */

/** What a theme colour carries beyond MUI's own: see the module augmentation in create-theme.ts. */
export type ThemeColor = {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
  ink: string;
};

export type CuebriefPalette = {
  primary: ThemeColor;
  secondary: ThemeColor;
  error: ThemeColor;
  warning: ThemeColor;
  info: ThemeColor;
  success: ThemeColor;
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  divider: string;
  /** The waveform: the part not played yet (3:1 on paper, as a graphic), and the part played. */
  waveform: { wave: string; progress: string };
  /** The keyboard focus ring (3:1 on both grounds). */
  focus: string;
};

export const lightPalette: CuebriefPalette = {
  primary: {
    main: '#B8391A',
    light: '#E0623E',
    dark: '#8A2912',
    contrastText: '#FFFFFF',
    ink: '#A8321A',
  },
  secondary: {
    main: '#1B4F72',
    light: '#4A7A9C',
    dark: '#113650',
    contrastText: '#FFFFFF',
    ink: '#1B4F72',
  },
  error: {
    main: '#B3261E',
    light: '#DC5B52',
    dark: '#8C1D17',
    contrastText: '#FFFFFF',
    ink: '#A3231C',
  },
  warning: {
    main: '#9A4A00',
    light: '#C56A12',
    dark: '#733700',
    contrastText: '#FFFFFF',
    ink: '#8A4300',
  },
  info: {
    main: '#1D5FA8',
    light: '#4F86C6',
    dark: '#14467D',
    contrastText: '#FFFFFF',
    ink: '#1A5596',
  },
  success: {
    main: '#1E6B3A',
    light: '#3F8F5C',
    dark: '#144D29',
    contrastText: '#FFFFFF',
    ink: '#1C6436',
  },
  background: { default: '#F6F4F0', paper: '#FFFFFF' },
  text: { primary: '#17161A', secondary: '#55535C' },
  divider: 'rgba(23, 22, 26, 0.14)',
  waveform: { wave: '#817F88', progress: '#B8391A' },
  focus: '#1B4F72',
};

export const darkPalette: CuebriefPalette = {
  primary: {
    main: '#FF8F66',
    light: '#FFB394',
    dark: '#E5673D',
    contrastText: '#1B0B05',
    ink: '#FF9A75',
  },
  secondary: {
    main: '#8EC5EE',
    light: '#B8DBF5',
    dark: '#5E9FCF',
    contrastText: '#0A1A26',
    ink: '#9ACBF0',
  },
  error: {
    main: '#FF8A80',
    light: '#FFB1AA',
    dark: '#E5625A',
    contrastText: '#2A0705',
    ink: '#FF9A91',
  },
  warning: {
    main: '#F5B860',
    light: '#F9CF90',
    dark: '#D99A3C',
    contrastText: '#2A1800',
    ink: '#F5B860',
  },
  info: {
    main: '#8AB8F0',
    light: '#B3D1F6',
    dark: '#5F95D6',
    contrastText: '#061A33',
    ink: '#93BEF2',
  },
  success: {
    main: '#6FD89A',
    light: '#9CE6B9',
    dark: '#47B874',
    contrastText: '#04210F',
    ink: '#6FD89A',
  },
  background: { default: '#131316', paper: '#1C1C21' },
  text: { primary: '#F3F1EC', secondary: '#B9B6BF' },
  divider: 'rgba(243, 241, 236, 0.16)',
  waveform: { wave: '#8A8891', progress: '#FF8F66' },
  focus: '#8EC5EE',
};

export const palettes = { light: lightPalette, dark: darkPalette } as const;
export type ColorSchemeName = keyof typeof palettes;
