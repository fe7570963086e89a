import type { QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  usePlayerActions,
  usePlayerCommentRequest,
  usePlayerSelector,
  type PlayerTrack,
} from '../../../components/audio-player/player-provider';
import { CommentComposerDialog } from '../comments/comment-composer-dialog';
import type { CommentTarget } from '../comments/comment-target';

/** A comment asked for: on which version, from which moment. */
type CommentRequest = { target: CommentTarget; atSeconds: number };
type OpenComposer = (target: CommentTarget, atSeconds: number) => void;

const ComposerContext = createContext<OpenComposer | null>(null);

/**
 * What the review loop adds to the app's player on a page of takes: C (or the bar's comment
 * button) opening the comment composer at the playhead, paused there, for a viewer who may
 * comment. The page's own "Add a comment" buttons open the same composer (useCommentComposer).
 * The bar's comment markers come from CommentMarkersFeed, on every page.
 */
export function CommentsOnPlayer({
  listKey,
  versionOf,
  children,
}: {
  /** The list the page shows, read again for its comment counts. */
  listKey: QueryKey;
  /** The version number of an audio the page shows (null for one it does not). */
  versionOf: (audioId: string) => number | null;
  children: ReactNode;
}) {
  const actions = usePlayerActions();
  const current = usePlayerSelector((state) => state.current);

  // Kept while the dialog closes, so its title does not blink empty.
  const [request, setRequest] = useState<CommentRequest | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const open: OpenComposer = (target, atSeconds) => {
    // The moment stays where it was while the comment is written.
    if (current?.id === target.audioId) actions.pause();
    setRequest({ target, atSeconds });
    setIsOpen(true);
  };
  usePlayerCommentRequest((track: PlayerTrack, seconds: number) =>
    open(
      {
        audioId: track.id,
        title: track.title,
        version: versionOf(track.id),
        durationSeconds: track.durationSeconds,
      },
      seconds,
    ),
  );

  return (
    <ComposerContext.Provider value={open}>
      {children}
      {request && (
        <CommentComposerDialog
          target={request.target}
          atSeconds={request.atSeconds}
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          listKey={listKey}
        />
      )}
    </ComposerContext.Provider>
  );
}

/**
 * Opens the page's comment composer on a version, at the playhead when that version is the one
 * playing (else at its start). Null outside CommentsOnPlayer.
 */
export function useCommentComposer(target: CommentTarget): (() => void) | null {
  const open = useContext(ComposerContext);
  // Whole seconds: the panel renders once a second while its version plays, not on each tick.
  const playhead = usePlayerSelector((state) =>
    state.current?.id === target.audioId ? Math.floor(state.time) : 0,
  );
  return open && (() => open(target, playhead));
}
