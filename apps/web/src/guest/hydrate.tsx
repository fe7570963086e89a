import '../lib/zod-without-eval';
import { hydrateRoot } from 'react-dom/client';
import '../lib/i18n/i18n';
import type { EarlyInput } from './early-input';
import { GuestApp } from './guest-app';
import { guestPageAt } from './guest-pages';

/**
 * Takes over the pre-rendered guest page (main.tsx calls it when the page's `hydration` says):
 * its screen's chunk first, then a render over the HTML already shown — the shell, then the
 * page's content a task later — which attaches the handlers and starts the page's calls
 * (placements, questions). `hold` hears each part become the app's (Preact hydrates the shell
 * before hydrateRoot returns).
 */
export async function hydrateGuestPage(root: HTMLElement, hold: EarlyInput): Promise<void> {
  const opened = guestPageAt(window.location.pathname);
  if (!opened) throw new Error(`${window.location.pathname} is not a guest page`);
  const Page = await opened.load();
  hydrateRoot(
    root,
    <GuestApp opened={{ path: opened.path, Page }} isHydrating onHydrated={hold.pageHydrated} />,
  );
  hold.shellHydrated();
}
