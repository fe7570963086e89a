/** Public build-time settings (spec §7, §9): where the API is, and the music-view flag. */
export const env = {
  /** Empty: the API is on the same origin as the app. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  /** Hides Cuebrief Music, All Submissions and Settings when false (default true). */
  isMusicViewEnabled: import.meta.env.VITE_MUSIC_VIEW !== 'false',
};
