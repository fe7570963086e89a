import type { MediaLink } from '@cuebrief/shared';

/** One audio the app's player can play (a take's version, a catalogue track, a placement). */
export type PlayerTrack = {
  /** The audio's id: a track is the current one when its id is. */
  id: string;
  title: string;
  /** Under the title in the player bar (the composer, the request). */
  subtitle?: string;
  /** The stored waveform, values in 0..1. */
  peaks: readonly number[];
  durationSeconds: number;
  /** A signed link to play: asked on the first play, and again when it is about to expire. */
  getLink: () => Promise<MediaLink>;
  /** Once per page life, when this audio first starts playing (a client's listen is recorded). */
  onPlayStarted?: () => void;
  /** Set for a take's version: the bar shows its comment markers and C asks for a comment. */
  takeId?: string;
  /** Whether the viewer may start a comment on it (C, the bar's comment button). */
  canComment?: boolean;
};

/** A moment (or a stretch) of the current track drawn on the bar's waveform: a comment. */
export type PlayerMarker = {
  id: string;
  atSeconds: number;
  endSeconds: number | null;
  /** What it says, for its tooltip and its accessible name. */
  label: string;
};

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** Asked for by C or the bar's comment button: a comment on `track` at `seconds`. */
export type CommentRequestHandler = (track: PlayerTrack, seconds: number) => void;

/** What the player is doing: React renders from this. */
export type PlayerState = {
  current: PlayerTrack | null;
  /** The list the current track was started from (it alone when there was none). */
  queue: readonly PlayerTrack[];
  /** The current track's place in the queue. */
  index: number;
  status: PlayerStatus;
  /** The play position in seconds. */
  time: number;
  /** 0..1. */
  volume: number;
  /** Markers some component gave for a track; shown while that track is the current one. */
  markersOf: { trackId: string; markers: readonly PlayerMarker[] } | null;
  /** Whether a component has said what C does (see usePlayerCommentRequest). */
  hasCommentHandler: boolean;
};

/** What can be done with the player. Every function is stable for the app's life. */
export type PlayerActions = {
  /** Plays `tracks[index]` (from `startAt` seconds), with the list as the queue. */
  playQueue: (tracks: readonly PlayerTrack[], index: number, startAt?: number) => void;
  toggle: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  next: () => void;
  /** Back to the start of the track, or to the previous one within its first 3 seconds. */
  previous: () => void;
  setVolume: (volume: number) => void;
  /** Swaps the current track for `track` at the same position, playing if it was (A/B). */
  switchTrack: (track: PlayerTrack) => void;
  /** Stops and forgets the queue: the bar goes away. */
  stop: () => void;
  /** Asks the registered handler for a comment on the current track at the playhead. */
  requestComment: () => void;
  /**
   * A list that grew (its next window loaded) while one of its tracks plays: the queue takes
   * the tracks added after it, so next goes on into them. Any other queue stays as it is.
   */
  extendQueue: (tracks: readonly PlayerTrack[]) => void;
};
