import { useState, type ComponentType } from 'react';

/**
 * A dialog made only once it is first opened, then kept (it closes with its transition and
 * opens again as it was): a list whose every item has closed dialogs renders none of their
 * forms and hooks until one is opened, so the list's first screen is drawn sooner (decision 030).
 */
export function madeWhenOpened<P extends { isOpen: boolean }>(MadeDialog: ComponentType<P>) {
  function MadeWhenOpened(props: P) {
    const [wasOpened, setWasOpened] = useState(props.isOpen);
    if (props.isOpen && !wasOpened) setWasOpened(true);
    return wasOpened || props.isOpen ? <MadeDialog {...props} /> : null;
  }
  return MadeWhenOpened;
}
