import { clockText, type PassReason, type TakeDecisionState } from '@cuebrief/shared';

/**
 * The lines a review digest prints (docs/contracts.md#review-digests), written when the change
 * happens: `Northlight commented on "Night Drive" v1 at 0:12: "love the lift"`. Quotes are cut
 * to a line's length, so a long comment does not become the whole mail.
 */

const QUOTE_MAX_LENGTH = 80;

/** A person's words, on one line and at most QUOTE_MAX_LENGTH long, cut at a word. */
export function quoteOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= QUOTE_MAX_LENGTH) return `"${line}"`;
  const cut = line.slice(0, QUOTE_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `"${(atWord > QUOTE_MAX_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…"`;
}

/** Where in the music: `0:12`, or a range `0:12–0:20`. */
export const momentOf = (atSeconds: number, endSeconds: number | null) =>
  endSeconds === null ? clockText(atSeconds) : `${clockText(atSeconds)}–${clockText(endSeconds)}`;

/** The take as a line names it: its title and version. */
export type NoticeTake = { title: string; version: number };
const takeText = (take: NoticeTake) => `"${take.title}" v${take.version}`;

export function commentNotice(
  actor: string,
  take: NoticeTake,
  comment: { isReply: boolean; atSeconds: number; endSeconds: number | null; body: string },
): string {
  const verb = comment.isReply ? 'replied on' : 'commented on';
  const moment = momentOf(comment.atSeconds, comment.endSeconds);
  return `${actor} ${verb} ${takeText(take)} at ${moment}: ${quoteOf(comment.body)}`;
}

export function decisionNotice(
  actor: string,
  take: NoticeTake,
  decision: { state: TakeDecisionState; reasons: PassReason[]; note: string | null },
): string {
  const what =
    decision.state === 'shortlisted'
      ? `${actor} shortlisted ${takeText(take)}`
      : `${actor} passed on ${takeText(take)} (${decision.reasons.join(', ')})`;
  return decision.note ? `${what}: ${quoteOf(decision.note)}` : what;
}
