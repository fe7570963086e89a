/**
 * The colour scheme a person chose (docs/contracts.md#colour-scheme): `system` follows the
 * device's setting (prefers-color-scheme), the others hold. Kept on the account and, for the
 * first paint and for guests, in the browser's local storage under COLOR_SCHEME_STORAGE_KEY.
 */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];

/** Where the browser keeps the choice: MUI's own key, so its `useColorScheme` reads the same. */
export const COLOR_SCHEME_STORAGE_KEY = 'mui-mode';

/**
 * The inline script at the top of every page's head (decision 042), run before anything paints:
 * it names the scheme to show on <html data-color-scheme>, from the stored choice, else from the
 * device's setting, so a dark page never flashes light. The page CSP allows it by its hash,
 * which the API computes from this same text; change it here and both follow.
 */
export const COLOR_SCHEME_SCRIPT =
  'try{var m=localStorage.getItem("mui-mode");if(m!=="light"&&m!=="dark")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.setAttribute("data-color-scheme",m)}catch(e){}';
