import type { ReactNode } from 'react';
import { TEXTS } from './texts';

/**
 * A page of its own for a link that cannot be listened to (or not yet): the brand, a heading
 * that says what happened, a short explanation, and what can be done.
 */
export function StatusPage(props: { title: string; children: ReactNode }) {
  return (
    <main className="listen-status">
      <div className="listen-card">
        <p className="listen-brand">{TEXTS.brand}</p>
        <h1>{props.title}</h1>
        {props.children}
      </div>
    </main>
  );
}

/** While the link is being opened: the same as listen.html shows before the script runs. */
export function LoadingPage() {
  return (
    <main className="listen-status" aria-busy="true">
      <div className="listen-card">
        <p className="listen-brand">{TEXTS.brand}</p>
        <p>{TEXTS.loading}</p>
      </div>
    </main>
  );
}

const GONE = {
  'not-found': { title: TEXTS.notFoundTitle, text: TEXTS.notFoundText },
  expired: { title: TEXTS.expiredTitle, text: TEXTS.expiredText },
  revoked: { title: TEXTS.revokedTitle, text: TEXTS.revokedText },
} as const;

export type GoneReason = keyof typeof GONE;

/** A link that does not exist, expired or was revoked. */
export function GonePage({ reason }: { reason: GoneReason }) {
  return (
    <StatusPage title={GONE[reason].title}>
      <p>{GONE[reason].text}</p>
    </StatusPage>
  );
}

export const goneTitle = (reason: GoneReason) => GONE[reason].title;

/** The server could not be reached, or failed: nothing is wrong with the link as far as we know. */
export function FailedPage({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage title={TEXTS.failedTitle}>
      <p>{TEXTS.failedText}</p>
      <button type="button" className="primary" onClick={onRetry}>
        {TEXTS.tryAgain}
      </button>
    </StatusPage>
  );
}
