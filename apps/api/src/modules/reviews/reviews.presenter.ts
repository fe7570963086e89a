import { COMMENT_EDIT_WINDOW_MS, type TakeComment, type TakeDecision } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';
import { nameOf } from './review-names';
import type { CommentWithAuthor, DecisionWithDecider } from './take-history.repository';

const AUTHOR_ROLES = { Client: 'client', Composer: 'composer', Admin: 'admin' } as const;

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

/**
 * A comment as `viewer` reads it on the version `shownOn` (a number): the author by name only,
 * and until when they may still change it (for the author alone).
 */
export function presentComment(
  comment: CommentWithAuthor,
  viewer: UserRow,
  shownOn: number,
): TakeComment {
  const isYou = comment.authorId === viewer.id;
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
    editableUntil: isYou
      ? new Date(comment.createdAt.getTime() + COMMENT_EDIT_WINDOW_MS).toISOString()
      : null,
  };
}
