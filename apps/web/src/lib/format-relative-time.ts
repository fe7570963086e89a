const relativeFormat = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

/** The largest unit that fits, in seconds; a month counts as 30 days, as people round. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago `iso` was, as people say it: "5 minutes ago", "yesterday", "3 weeks ago".
 * Under a minute (or a moment ahead, as clocks differ) is `justNow`, the caller's text.
 */
export function formatTimeAgo(iso: string, justNow: string, now = Date.now()): string {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  for (const [unit, length] of UNITS) {
    if (seconds >= length) return relativeFormat.format(-Math.floor(seconds / length), unit);
  }
  return justNow;
}
