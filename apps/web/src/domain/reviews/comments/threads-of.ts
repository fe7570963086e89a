import type { TakeComment } from '@cuebrief/shared';

/** A comment thread: its first comment, pinned to a time, and the answers to it. */
export type CommentThread = { root: TakeComment; replies: TakeComment[] };

/**
 * The threads of a version's comments, in the order the API gives them (threads by time, each
 * reply after its thread). A reply whose thread is not among them (deleted meanwhile) is left
 * out rather than shown without what it answers.
 */
export function threadsOf(comments: readonly TakeComment[]): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  for (const comment of comments) {
    if (comment.parentId === null) threads.set(comment.id, { root: comment, replies: [] });
  }
  for (const comment of comments) {
    if (comment.parentId !== null) threads.get(comment.parentId)?.replies.push(comment);
  }
  return [...threads.values()];
}
