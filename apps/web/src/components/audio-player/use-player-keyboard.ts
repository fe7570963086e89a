import { useEffect } from 'react';
import type { PlayerEngine } from './player-engine';
import { SEEK_STEP_SECONDS } from './seek-keys';

/**
 * Where a key belongs to what has the focus: text and choices typed into, and widgets that move
 * with arrows or letters (sliders, menus, lists, tabs, radio groups, grids).
 */
const OWNS_KEYS = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  ...[
    'slider',
    'textbox',
    'searchbox',
    'combobox',
    'spinbutton',
    'listbox',
    'menu',
    'menubar',
    'radiogroup',
    'radio',
    'tablist',
    'grid',
    'tree',
  ].map((role) => `[role="${role}"]`),
].join(', ');

/** Space presses a focused button or follows a link: there it is theirs. */
const OWNS_SPACE = 'button, a[href], [role="button"], [role="link"], [role="checkbox"], summary';

/** The key's part for the player, or null when the key is the focused element's. */
export function shortcutOf(
  event: KeyboardEvent,
): 'toggle' | 'previous' | 'next' | 'back' | 'on' | 'comment' | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
    return null;
  }
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(OWNS_KEYS)) return null;
  switch (event.key) {
    case ' ':
      return target?.closest(OWNS_SPACE) ? null : 'toggle';
    case 'j':
    case 'J':
      return 'previous';
    case 'k':
    case 'K':
      return 'next';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'on';
    case 'c':
    case 'C':
      return 'comment';
    default:
      return null;
  }
}

/**
 * The player's keys anywhere on the page while a track is loaded: Space plays or pauses, J and K
 * go to the previous and next track, ← and → move 5 s, C asks for a comment at the playhead.
 * Not while typing or working a control that uses those keys itself.
 */
export function usePlayerKeyboard(engine: PlayerEngine) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { current, time } = engine.store.get();
      if (!current) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      const isRepeatable = shortcut === 'back' || shortcut === 'on';
      if (event.repeat && !isRepeatable) return;
      const { actions } = engine;
      event.preventDefault();
      switch (shortcut) {
        case 'toggle':
          return actions.toggle();
        case 'previous':
          return actions.previous();
        case 'next':
          return actions.next();
        case 'back':
          return actions.seek(time - SEEK_STEP_SECONDS);
        case 'on':
          return actions.seek(time + SEEK_STEP_SECONDS);
        case 'comment':
          return actions.requestComment();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [engine]);
}
