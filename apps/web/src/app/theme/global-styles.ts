import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

/**
 * The typeface's faces, and what the whole page honours, as CssBaseline's global styles (a CSS
 * text: as an object, Emotion would fold two @font-face rules into one): the
 * pre-render puts them in each guest page's head (decision 034), so the font is named before
 * any script runs.
 *
 * Manrope (OFL-1.1, @fontsource-variable/manrope): the latin subset only (25 KB of woff2, one
 * file for every weight), `font-display: swap` so text paints at once in the fallback. The
 * fallback is Arial (or its metric twin, Liberation Sans) scaled to Manrope's width and line
 * (its metrics: 2000 units an em, ascent 2132, descent 600, average lowercase width 0.46 em
 * against Arial's 0.441), so swapping the font in moves nothing on the page. Under
 * prefers-reduced-motion no transition or animation plays out (WCAG 2.3.3).
 */
export const globalStyles = `
@font-face {
  font-family: 'Manrope Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 200 800;
  src: url(${manropeLatin}) format('woff2-variations'), url(${manropeLatin}) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304,
    U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
@font-face {
  font-family: 'Manrope Fallback';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica Neue'), local('Helvetica');
  size-adjust: 104%;
  ascent-override: 102.5%;
  descent-override: 28.8%;
  line-gap-override: 0%;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;
