/** The version a new comment is about: which audio, how it is named, and how long it is. */
export type CommentTarget = {
  audioId: string;
  title: string;
  /** Null when only the player's track is known (its version number is not). */
  version: number | null;
  durationSeconds: number;
};
