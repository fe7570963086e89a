import type { PlayerState } from './player-types';

export type PlayerStore = {
  get: () => PlayerState;
  set: (change: Partial<PlayerState>) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The player's state outside React, read through useSyncExternalStore: the position changes a
 * few times a second, and a list of hundreds of inline players must not all render on each
 * change, only those whose selected piece (am I current, my time) changed.
 */
export function createPlayerStore(initial: PlayerState): PlayerStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (change) => {
      state = { ...state, ...change };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
