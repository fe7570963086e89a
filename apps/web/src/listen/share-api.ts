import { API_PREFIX } from '@cuebrief/shared';
import type {
  Envelope,
  OpenSharePageBody,
  ShareDownloadKind,
  SharePage,
  SharePlayBody,
  ShareReactionBody,
} from '@cuebrief/shared';

/**
 * The recipient page's calls under `/users/v1/share/{token}` (docs/contracts.md#the-recipients-page).
 * No account and no bearer token: the link's token is the permission, and a `pass` from the first
 * open stands for its password. Only constants and types come from @cuebrief/shared, so none of
 * its zod schemas reach this page's bundle.
 */

/** A refused call, or one that never reached the server (`status` 0, `code` NETWORK_ERROR). */
export class ShareCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** From `Retry-After` on a 429: how long until another password may be tried. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ShareCallError';
  }
}

const pathOf = (token: string, rest: string) =>
  `${API_PREFIX.share}/${encodeURIComponent(token)}${rest}`;

async function call<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ShareCallError('Network Error', 0, 'NETWORK_ERROR');
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope) return envelope.data;
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new ShareCallError(
    envelope?.status.message ?? `Request failed with status code ${response.status}`,
    response.status,
    envelope?.status.error ?? 'UNKNOWN',
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** Counts an open and answers the page: with the password the first time, or the kept pass. */
export const openSharePage = (token: string, body: OpenSharePageBody) =>
  call<SharePage>('POST', pathOf(token, '/open'), body);

/** The recipient's reaction to one item, the latest kept. */
export const saveReaction = (token: string, itemId: string, body: ShareReactionBody) =>
  call<unknown>('PUT', pathOf(token, `/items/${itemId}/reaction`), body);

/** A signed address of one of an item's files, counted as one download. */
export const requestDownload = (
  token: string,
  itemId: string,
  body: { pass: string; kind: ShareDownloadKind },
) => call<{ url: string }>('POST', pathOf(token, `/items/${itemId}/download`), body);

/**
 * One play segment as it grows. Statistics never interrupt listening, so a failure is dropped:
 * the next report of the same segment carries its seconds again. `keepalive` lets a report
 * started just before the page goes finish anyway; a page being left uses `sendPlayBeacon`.
 */
export function reportPlay(token: string, body: SharePlayBody): void {
  fetch(pathOf(token, '/plays'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

/** The last report of a segment while the page is being left: the browser sends it afterwards. */
export function sendPlayBeacon(token: string, body: SharePlayBody): void {
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  if (!navigator.sendBeacon?.(pathOf(token, '/plays'), blob)) reportPlay(token, body);
}
