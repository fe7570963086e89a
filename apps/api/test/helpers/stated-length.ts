/**
 * The length a description states, in seconds, in the words the demo's descriptions use: a
 * clock ("0:45", "1:00"), "30-second" or "45 seconds", or "minute" (a minute). Null when it
 * states none.
 */
export function statedSeconds(description: string): number | null {
  const clock = /\b(\d{1,2}):([0-5]\d)\b/.exec(description);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const seconds = /\b(\d+)[- ]seconds?\b/.exec(description);
  if (seconds) return Number(seconds[1]);
  return /\bminute\b/.test(description) ? 60 : null;
}
