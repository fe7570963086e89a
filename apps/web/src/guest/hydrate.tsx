import '../lib/zod-without-eval';
import { hydrateRoot } from 'react-dom/client';
import '../lib/i18n/i18n';
import { GuestApp } from './guest-app';
import { guestPageAt } from './guest-pages';

/**
 * Takes over the pre-rendered guest page: its screen's chunk first, then a render over the HTML
 * already shown (the shell, then the page), which attaches the handlers and starts the page's
 * calls (placements, questions); `onHydrated` once the page is the app's.
 */
export async function hydrateGuestPage(root: HTMLElement, onHydrated: () => void): Promise<void> {
  const opened = guestPageAt(window.location.pathname);
  if (!opened) throw new Error(`${window.location.pathname} is not a guest page`);
  const Page = await opened.load();
  hydrateRoot(root, <GuestApp opened={{ path: opened.path, Page }} onHydrated={onHydrated} />);
}
