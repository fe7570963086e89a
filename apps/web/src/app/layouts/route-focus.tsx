import { Box } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { visuallyHiddenSx } from '../../components/visually-hidden';

/**
 * How long a new page may take to draw its heading (its chunk, then its first call, on a slow
 * phone) before focus is left where it is.
 */
export const HEADING_WAIT_MS = 10_000;

/**
 * Calls `onHeading` with the first h1 under `root` as soon as there is one: at once, or when a
 * page that showed a loader first draws it. Returns how to stop waiting.
 */
function whenHeadingShows(
  root: HTMLElement,
  onHeading: (heading: HTMLElement) => void,
): () => void {
  const found = root.querySelector('h1');
  if (found) {
    onHeading(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = root.querySelector('h1');
    if (!heading) return;
    stop();
    onHeading(heading);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/**
 * Moving to another page (a link, Back, a redirect) puts keyboard focus on the new page's h1, so
 * keyboard and screen-reader users start at the top of what they opened instead of on a link
 * that no longer exists, and a polite live region says the page's name (decision 039). Not on
 * the first load, which starts at the top of the document as any page does, nor when only the
 * query changes (a filter, a page of a list). If the person moves focus inside the page before
 * its heading shows, it stays with them. A new page starts at its top; Back keeps the place the
 * browser restored.
 */
export function RouteFocus({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const main = mainRef.current;
    if (pathname === shownPath.current || !main) return;
    shownPath.current = pathname;
    const focusedBefore = document.activeElement;
    return whenHeadingShows(main, (heading) => {
      const focused = document.activeElement;
      const hasPersonMovedOn =
        focused !== focusedBefore && focused !== document.body && main.contains(focused);
      if (!hasPersonMovedOn) {
        // Focusable by script only: the heading does not join the Tab order.
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        if (navigationType !== 'POP' && window.scrollY > 0) window.scrollTo({ top: 0 });
      }
      setAnnouncement(heading.textContent ?? '');
    });
  }, [pathname, navigationType, mainRef]);

  return (
    <Box role="status" aria-live="polite" sx={visuallyHiddenSx} data-testid="page-announcer">
      {announcement}
    </Box>
  );
}
