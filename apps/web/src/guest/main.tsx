import { tokenStorage } from '../lib/token-storage';
import { holdEarlyInput } from './early-input';
import { startShowcaseEarly } from './early-showcase';
import { guestPageAt } from './guest-pages';

/** The named meta tag's content. */
const metaOf = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.getAttribute('content');

/** Resolves once any of `parts` is on the screen (never, when there are none). */
function shown(parts: Iterable<Element>): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    for (const part of parts) observer.observe(part);
  });
}

/**
 * Fetches the hydration's files without running them (the page's `cuebrief-guest-scripts`), so
 * the visitor's first input finds them there.
 */
function fetchHydrationAhead(): void {
  for (const href of metaOf('cuebrief-guest-scripts')?.split(' ') ?? []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    document.head.append(link);
  }
}

/*
 * The guest pages' entry (guest.html, pre-rendered per page at build: build-tools/pre-render.ts).
 * A guest's browser hydrates the page it was sent. A signed-in person gets the same HTML (the
 * server cannot see a session kept in local storage): the page's inline script has hidden its
 * guest content (SESSION_MARK_SCRIPT), and the signed-in app's own entry, named by the page's
 * `cuebrief-app-entry` meta tag, renders their screen over it.
 */
const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');
if (tokenStorage.getAccessToken() === null) {
  const hold = holdEarlyInput(root);
  startShowcaseEarly(root, window.innerHeight);
  // After the HTML's first frame: the page's scripts then never hold its first paint back.
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
  // A page whose HTML does all a visitor needs until they act, or until its data is on the
  // screen, runs its script then (guest-pages.ts).
  const hydration = guestPageAt(window.location.pathname)?.hydration ?? 'at-once';
  if (hydration !== 'at-once') {
    fetchHydrationAhead();
    await Promise.race([
      hold.firstInput,
      ...(hydration === 'when-data-shown'
        ? [shown(root.querySelectorAll('[data-loads-data]'))]
        : []),
    ]);
  }
  const { hydrateGuestPage } = await import('./hydrate');
  await hydrateGuestPage(root, hold);
} else {
  const entry = metaOf('cuebrief-app-entry');
  if (!entry) throw new Error('the page does not name the app entry');
  await import(/* @vite-ignore */ entry);
}
