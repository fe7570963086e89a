import { useLocation } from 'react-router';

/** Where a page's back link leads, and what it says ("Back to Active Requests"). */
export type BackTo = { path: string; label: string };

type BackToState = { backTo: BackTo };

const isBackTo = (value: unknown): value is BackTo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BackTo).path === 'string' &&
  (value as BackTo).path.startsWith('/') &&
  typeof (value as BackTo).label === 'string';

/**
 * The router state a link carries so the page it opens can lead back to this one, with its
 * filters and page (the address as it is now). `label` names this page as its menu does.
 */
export function useBackToHere(label: string): BackToState {
  const { pathname, search } = useLocation();
  return { backTo: { path: `${pathname}${search}`, label } };
}

/**
 * Where this page's back link leads: the page the person came from when that page said so
 * (`useBackToHere` on its link), else `fallback` (an address typed, a link from a mail, a reload
 * in a new tab).
 */
export function useBackTo(fallback: BackTo): BackTo {
  const { state } = useLocation() as { state: unknown };
  const carried = (state as Partial<BackToState> | null)?.backTo;
  return isBackTo(carried) ? carried : fallback;
}
