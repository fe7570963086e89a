import { COMMENT_EDIT_WINDOW_MS, type TakeComment, type TakeDecision } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';
import { nameOf } from './review-names';
import type { CommentWithAuthor, DecisionWithDecider } from './take-history.repository';

/** How a comment records its author's role. */
export const AUTHOR_ROLES = { Client: 'client', Composer: 'composer', Admin: 'admin' } as const;

/** A decision as every reader of the take sees it. */
export function presentDecision(decision: DecisionWithDecider): TakeDecision {
  return {
    audioId: decision.audioId,
    version: decision.version,
    state: decision.state,
    reasons: decision.reasons,
    note: decision.note,
    decidedAt: decision.createdAt.toISOString(),
  };
}

/** Until when a comment's author may change it (docs/contracts.md#comments). */
export const editableUntilOf = (comment: { createdAt: Date }) =>
  new Date(comment.createdAt.getTime() + COMMENT_EDIT_WINDOW_MS);

/**
 * A comment as `viewer` reads it, `now`, on the version numbered `shownOn`: the author by name
 * only, and for the author alone until when they may still change it (null once past).
 */
export function presentComment(
  comment: CommentWithAuthor,
  viewer: UserRow,
  shownOn: number,
  now: Date,
): TakeComment {
  const isYou = comment.authorId === viewer.id;
  const editableUntil = editableUntilOf(comment);
  return {
    id: comment.id,
    audioId: comment.audioId,
    version: comment.version,
    fromEarlierVersion: comment.version < shownOn,
    parentId: comment.parentId,
    atSeconds: comment.atSeconds,
    endSeconds: comment.endSeconds,
    body: comment.body,
    author: { role: AUTHOR_ROLES[comment.author.role], name: nameOf(comment.author), isYou },
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    editableUntil: isYou && now <= editableUntil ? editableUntil.toISOString() : null,
  };
}

/**
 * Comments as a thread list reads them: threads by their time in the music, then as written;
 * each thread's replies right after it, oldest first (`comments` come in the order written).
 */
export function inThreadOrder<C extends { id: string; parentId: string | null; atSeconds: number }>(
  comments: C[],
): C[] {
  const repliesOf = new Map<string, C[]>();
  for (const comment of comments) {
    if (comment.parentId) {
      repliesOf.set(comment.parentId, [...(repliesOf.get(comment.parentId) ?? []), comment]);
    }
  }
  return comments
    .filter((comment) => comment.parentId === null)
    .map((root, written) => ({ root, written }))
    .sort((a, b) => a.root.atSeconds - b.root.atSeconds || a.written - b.written)
    .flatMap(({ root }) => [root, ...(repliesOf.get(root.id) ?? [])]);
}
