/**
 * The music-view flag as the server gives it: a `<meta name="cuebrief-music-view">` tag that
 * the API adds to index.html from MUSIC_VIEW, so one build serves either setting. Without the
 * tag (Vite's dev server, a static host) the build's VITE_MUSIC_VIEW decides.
 */
export function musicViewOf(
  document: Pick<Document, 'querySelector'> | undefined,
  buildSetting: string | undefined,
): boolean {
  const given = document
    ?.querySelector<HTMLMetaElement>('meta[name="cuebrief-music-view"]')
    ?.getAttribute('content');
  return (given ?? buildSetting) !== 'false';
}

/** Public settings (docs/contracts.md#configuration): where the API is, and the music-view flag. */
export const env = {
  /** Empty: the API is on the same origin as the app. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  /** Hides Cuebrief Music, All Submissions and Settings when false (default true). */
  isMusicViewEnabled: musicViewOf(
    typeof document === 'undefined' ? undefined : document,
    import.meta.env.VITE_MUSIC_VIEW,
  ),
};
