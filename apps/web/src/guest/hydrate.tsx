import '../lib/zod-without-eval';
import { hydrateRoot } from 'react-dom/client';
import '../lib/i18n/i18n';
import type { EarlyInput } from './early-input';
import { GuestApp } from './guest-app';
import { guestPageAt } from './guest-pages';

/**
 * Takes over the pre-rendered guest page: its screen's chunk first, then a render over the HTML
 * already shown — the shell at once, the page's content when its `hydration` says — which
 * attaches the handlers and starts the page's calls (placements, questions). `hold` hears each
 * part become the app's (Preact hydrates the shell before hydrateRoot returns).
 */
export async function hydrateGuestPage(root: HTMLElement, hold: EarlyInput): Promise<void> {
  const opened = guestPageAt(window.location.pathname);
  if (!opened) throw new Error(`${window.location.pathname} is not a guest page`);
  const Page = await opened.load();
  const ready = opened.hydration === 'on-first-input' ? hold.firstInput : undefined;
  hydrateRoot(
    root,
    <GuestApp opened={{ path: opened.path, Page, ready }} onHydrated={hold.pageHydrated} />,
  );
  hold.shellHydrated();
}
