/**
 * The first of the two ports a run's test servers take: 3100 unless `E2E_PORT` says otherwise, so
 * runs side by side (CI runs the specs in two shards at once) each have servers of their own.
 */
const firstPort = Number(process.env.E2E_PORT || 3100);

/** Where the test servers listen: the main one, and one serving the same build with MUSIC_VIEW=false. */
export const SERVERS = {
  main: `http://127.0.0.1:${firstPort}`,
  musicViewOff: `http://127.0.0.1:${firstPort + 1}`,
} as const;
