export { COLOR_SCHEME_ATTRIBUTE, theme } from './create-theme';
export { darkPalette, lightPalette, palettes, type ColorSchemeName } from './palettes';
