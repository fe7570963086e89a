/**
 * The design tokens besides colour (palettes.ts): type, spacing, radii, elevation and motion.
 * Components take these through the theme (sx `borderRadius: 'md'` is not MUI's; use the
 * numbers below through `theme.shape`, `theme.spacing`, `theme.shadows`, `theme.transitions`);
 * docs/design.md shows them.
 */

/** Manrope (OFL-1.1), then a system face adjusted to its metrics (fonts.ts), then the system's. */
export const fontFamily =
  '"Manrope Variable", "Manrope Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/**
 * The type scale: a major third (1.25) from a 16 px body, tight headings set heavy and a little
 * narrowed, as music libraries set their titles. One heading weight for every level, so a page
 * title and its section titles read as one family (issue 19).
 */
export const typeScale = {
  // Page and section titles a step smaller below `sm` (600 px), so a phone's long titles do not
  // take the screen: set here once rather than by each page (decision 046).
  h1: {
    fontSize: '2.25rem',
    lineHeight: 1.15,
    fontWeight: 750,
    letterSpacing: '-0.02em',
    '@media (max-width:599.95px)': { fontSize: '1.8rem' },
  },
  h2: {
    fontSize: '1.75rem',
    lineHeight: 1.2,
    fontWeight: 750,
    letterSpacing: '-0.015em',
    '@media (max-width:599.95px)': { fontSize: '1.4rem' },
  },
  h3: { fontSize: '1.4rem', lineHeight: 1.25, fontWeight: 700, letterSpacing: '-0.01em' },
  h4: { fontSize: '1.2rem', lineHeight: 1.3, fontWeight: 700, letterSpacing: '-0.005em' },
  h5: { fontSize: '1.05rem', lineHeight: 1.35, fontWeight: 700 },
  h6: { fontSize: '1rem', lineHeight: 1.4, fontWeight: 700 },
  subtitle1: { fontSize: '1rem', lineHeight: 1.5, fontWeight: 600 },
  subtitle2: { fontSize: '0.875rem', lineHeight: 1.45, fontWeight: 600 },
  body1: { fontSize: '1rem', lineHeight: 1.6 },
  body2: { fontSize: '0.875rem', lineHeight: 1.55 },
  button: { fontSize: '0.9375rem', lineHeight: 1.5, fontWeight: 650, textTransform: 'none' },
  caption: { fontSize: '0.75rem', lineHeight: 1.5 },
  overline: { fontSize: '0.75rem', lineHeight: 1.6, fontWeight: 700, letterSpacing: '0.08em' },
} as const;

/** One step of spacing is 8 px: `theme.spacing(2)` is 16 px. */
export const spacingUnit = 8;

/** Corner radii in px: small parts (chips, inputs), cards and dialogs, and round controls. */
export const radii = { sm: 6, md: 10, lg: 16, pill: 999 } as const;

/**
 * Few levels of elevation: flat (0), raised (1: cards lifted on hover, the app bar when it
 * scrolls), floating (2: menus, popovers, the player bar) and overlay (3: dialogs, drawers).
 * MUI's 25 shadows map onto them, so `elevation={8}` on a menu is "floating".
 */
export const elevations = [
  'none',
  '0 1px 2px rgba(16, 16, 20, 0.06), 0 1px 3px rgba(16, 16, 20, 0.10)',
  '0 4px 12px rgba(16, 16, 20, 0.10), 0 2px 4px rgba(16, 16, 20, 0.08)',
  '0 16px 40px rgba(16, 16, 20, 0.18), 0 4px 12px rgba(16, 16, 20, 0.10)',
] as const;

/** MUI's shadow index (0–24) onto the four levels above. */
export const levelOfShadow = (index: number): number =>
  index === 0 ? 0 : index <= 2 ? 1 : index <= 12 ? 2 : 3;

/** Motion: short and quiet. Under prefers-reduced-motion every transition is cut (fonts.ts). */
export const motion = {
  duration: { instant: 90, short: 160, standard: 220, long: 320 },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;
