import { formatDuration } from '../../lib/format-duration';

/** Where a comment is in the music, as players show times: "0:12", or "0:12–0:18" for a range. */
export function momentOf(comment: { atSeconds: number; endSeconds: number | null }): string {
  const at = formatDuration(comment.atSeconds);
  return comment.endSeconds === null ? at : `${at}–${formatDuration(comment.endSeconds)}`;
}

/**
 * A time as a person types it: "0:12", "1:02:03", or plain seconds ("12", "7.5"). Null when it
 * is none of those, so the form can say how to write one.
 */
export function parseMoment(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return null;
  // Only the seconds may have decimals, and below a minute only when minutes are written.
  if (parts.slice(0, -1).some((part) => part.includes('.'))) return null;
  if (parts.length > 1 && parts.slice(1).some((part) => Number(part) >= 60)) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}
