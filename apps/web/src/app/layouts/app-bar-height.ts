import type { CSSObject, Theme } from '@mui/material';

/**
 * The app bar's height is the theme's toolbar token (`mixins.toolbar`: 56 px, 48 px on a phone
 * held sideways, 64 px from `sm` up). This turns it into other styles at each of its widths, so
 * what sits under the sticky bar never guesses its height.
 */
function atEachBarHeight(theme: Theme, style: (barHeightPx: number) => CSSObject): CSSObject {
  const styles: CSSObject = {};
  for (const [key, value] of Object.entries(theme.mixins.toolbar)) {
    if (key === 'minHeight' && typeof value === 'number') Object.assign(styles, style(value));
    else if (value && typeof value === 'object' && 'minHeight' in value) {
      const height = (value as { minHeight: unknown }).minHeight;
      if (typeof height === 'number') styles[key] = style(height);
    }
  }
  return styles;
}

/**
 * The document's scroll padding: whatever the browser scrolls into view (a focused heading, a
 * field with an error, an anchor) stops below the sticky app bar with a little room, not under
 * it. Set on `html`, the page's scroller.
 */
export const scrollPaddingUnderAppBar = (theme: Theme): CSSObject =>
  atEachBarHeight(theme, (height) => ({
    scrollPaddingTop: `calc(${height}px + ${theme.spacing(2)})`,
  }));

/** Pins something just below the sticky app bar, as tall as the rest of the window. */
export const stickyUnderAppBar = (theme: Theme): CSSObject =>
  atEachBarHeight(theme, (height) => ({ top: height, maxHeight: `calc(100vh - ${height}px)` }));
