/** What a page's head can tell: the document the app runs in, if any (not in the pre-render). */
type PageHead = Pick<Document, 'querySelector'> | undefined;

/**
 * A run-time setting as the server gives it: a `<meta name>` tag that the API adds to every page
 * it serves (docs/contracts.md#configuration), so one build serves any setting. Not an inline
 * script, which the page CSP forbids. Without the tag (Vite's dev server, a static host) the
 * build's own value decides.
 */
function runTimeSettingOf(
  document: PageHead,
  name: string,
  buildSetting: string | undefined,
): string | undefined {
  const given = document?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return given?.getAttribute('content') ?? buildSetting;
}

/** MUSIC_VIEW (`cuebrief-music-view`), else the build's VITE_MUSIC_VIEW; on unless "false". */
export function musicViewOf(document: PageHead, buildSetting: string | undefined): boolean {
  return runTimeSettingOf(document, 'cuebrief-music-view', buildSetting) !== 'false';
}

/**
 * STRIPE_PUBLISHABLE_KEY (`cuebrief-stripe-publishable-key`), else the build's
 * VITE_STRIPE_PUBLISHABLE_KEY; undefined when neither is set. Hosted Checkout, where every card
 * payment goes today, needs no key in the page: it is there for card fields in the app.
 */
export function stripePublishableKeyOf(
  document: PageHead,
  buildSetting: string | undefined,
): string | undefined {
  return runTimeSettingOf(document, 'cuebrief-stripe-publishable-key', buildSetting) || undefined;
}

const page = typeof document === 'undefined' ? undefined : document;

/** Public settings (docs/contracts.md#configuration): where the API is, and the run-time ones. */
export const env = {
  /** Empty: the API is on the same origin as the app. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  /** Hides Cuebrief Music, All Submissions and Settings when false (default true). */
  isMusicViewEnabled: musicViewOf(page, import.meta.env.VITE_MUSIC_VIEW),
  /** The card provider's public key, when the server is given one. */
  stripePublishableKey: stripePublishableKeyOf(page, import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY),
};
