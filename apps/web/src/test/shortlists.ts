import type {
  ShareItemStats,
  ShareLink,
  Shortlist,
  ShortlistItem,
  ShortlistSummary,
} from '@cuebrief/shared';
import { apiResponse, fakeApi, uuidOf, type FakeRequest } from './fake-api';

/** The n-th shortlist's id. */
export const shortlistIdOf = (n: number) => uuidOf(1100 + n);

/** An item: a take's version 2 of "Brief n" (odd n) or a catalogue track of "Album n" (even n). */
export const shortlistItemOf = (n: number, changes: Partial<ShortlistItem> = {}): ShortlistItem => {
  const isTake = n % 2 === 1;
  return {
    id: uuidOf(1200 + n),
    audioId: uuidOf(1300 + n),
    position: n - 1,
    note: null,
    title: `Item ${n}`,
    source: isTake ? 'take' : 'catalogue',
    version: isTake ? 2 : null,
    composerName: isTake ? `Composer ${n}` : 'Cuebrief',
    sourceTitle: isTake ? `Brief ${n}` : `Album ${n}`,
    sourceId: uuidOf(1400 + n),
    durationSeconds: 95,
    peaks: [0.1, 0.5, 0.8, 0.4],
    licensed: false,
    askingPrice: null,
    addedAt: '2026-11-20T12:00:00.000Z',
    ...changes,
  };
};

/** What nobody did with an item yet. */
export const untouched = (itemId: string): ShareItemStats => ({
  itemId,
  plays: 0,
  secondsListened: 0,
  downloads: 0,
  reaction: null,
});

/** A link, active and never opened, with no figures for `items` yet. */
export const shareLinkOf = (
  n: number,
  items: readonly ShortlistItem[],
  changes: Partial<ShareLink> = {},
): ShareLink => ({
  id: uuidOf(1500 + n),
  label: `Recipient ${n}`,
  email: null,
  state: 'active',
  expiresAt: '2026-12-05T22:59:00.000Z',
  revokedAt: null,
  hasPassword: false,
  allowDownloads: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  opens: 0,
  firstOpenedAt: null,
  lastOpenedAt: null,
  plays: 0,
  secondsListened: 0,
  downloads: 0,
  items: items.map((item) => untouched(item.id)),
  ...changes,
});

export const shortlistSummaryOf = (
  n: number,
  changes: Partial<ShortlistSummary> = {},
): ShortlistSummary => ({
  id: shortlistIdOf(n),
  title: `Shortlist ${n}`,
  agencyName: 'Northlight Agency',
  itemCount: 3,
  activeLinkCount: 1,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-22T12:00:00.000Z',
  ...changes,
});

/** The n-th shortlist with `items` and `links`, its client's (editable) unless told. */
export const shortlistOf = (
  n: number,
  items: ShortlistItem[],
  links: ShareLink[] = [],
  changes: Partial<Shortlist> = {},
): Shortlist => ({
  ...shortlistSummaryOf(n, {
    itemCount: items.length,
    activeLinkCount: links.filter((link) => link.state === 'active').length,
  }),
  items,
  links,
  editable: true,
  ...changes,
});

/** A refusal in the API's envelope. */
export const refusal = (status: number, message: string, error = 'CONFLICT') =>
  apiResponse(status, null, { message, error });

/**
 * A client's (or an admin's) server of one shortlist: GET answers it as it stands, and `handle`
 * answers the changes (or falls through to the defaults). The plays of its items are signed links.
 */
export function shortlistApi(
  role: 'Client' | 'Admin',
  current: () => Shortlist,
  handle: (request: FakeRequest) => Response | undefined = () => undefined,
) {
  return fakeApi(role, (request) => {
    const { method, path } = request;
    if (method === 'GET' && path.endsWith(`/shortlists/${current().id}`)) {
      return apiResponse(200, current());
    }
    const played = path.match(/\/audio\/([^/]+)\/play$/);
    if (played) {
      return apiResponse(200, {
        url: `https://media.test/${played[1]}.mp3`,
        expiresAt: '2099-01-01T00:00:00Z',
      });
    }
    return handle(request);
  });
}
