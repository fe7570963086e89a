/** Where the test servers listen: the main one, and one serving the same build with MUSIC_VIEW=false. */
export const SERVERS = {
  main: 'http://127.0.0.1:3100',
  musicViewOff: 'http://127.0.0.1:3101',
} as const;
