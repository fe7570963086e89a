import {
  PRODUCT_NAME,
  SHARE_PEAKS_POINTS,
  type ShareLink,
  type ShareLinkState,
  type ShortlistItem,
  type ShortlistSummary,
} from '@cuebrief/shared';
import { blockMaxima } from '../../lib/block-maxima';
import { askingPriceOf } from '../../lib/format-usd';
import { fullName } from '../../lib/full-name';
import { toMilliseconds } from '../../lib/to-milliseconds';
import { nothingYet, type ShareLinkRow, type ShortlistActivity } from './share-links.repository';
import type { ItemWithAudio, ShortlistWithCounts } from './shortlists.repository';

/** A link's state at `now` (docs/contracts.md#share-links): revocation wins over expiry. */
export function shareLinkStateOf(
  link: Pick<ShareLinkRow, 'revokedAt' | 'expiresAt'>,
  now: Date,
): ShareLinkState {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt <= now ? 'expired' : 'active';
}

export function presentSummary(row: ShortlistWithCounts, agencyName: string): ShortlistSummary {
  return {
    id: row.shortlist.id,
    title: row.shortlist.title,
    agencyName,
    itemCount: row.itemCount,
    activeLinkCount: row.activeLinkCount,
    createdAt: row.shortlist.createdAt.toISOString(),
    updatedAt: row.shortlist.updatedAt.toISOString(),
  };
}

/**
 * An item as its client sees it: a take's composer by name, a catalogue track's as the platform,
 * where it comes from, and a short waveform folded from the stored peaks.
 */
export function presentItem(entry: ItemWithAudio, licensed: ReadonlySet<string>): ShortlistItem {
  const { item, request, album } = entry;
  const source = request ?? album;
  if (!source) throw new Error('a shortlist item whose audio is neither a take nor a track');
  return {
    id: item.id,
    audioId: item.audioId,
    position: item.position,
    note: item.note,
    title: entry.title,
    source: request ? 'take' : 'catalogue',
    version: request ? entry.version : null,
    composerName: entry.composer ? fullName(entry.composer) : PRODUCT_NAME,
    sourceTitle: source.title,
    sourceId: source.id,
    durationSeconds: toMilliseconds(entry.durationSeconds),
    peaks: blockMaxima(entry.peaks, SHARE_PEAKS_POINTS),
    licensed: licensed.has(item.audioId),
    askingPrice: askingPriceOf(entry.askingPriceCents),
    addedAt: item.createdAt.toISOString(),
  };
}

/**
 * A link as its shortlist's client sees it, never its token or password; its statistics per
 * item in the shortlist's order (`itemIds`), and its totals summed from them.
 */
export function presentLink(
  link: ShareLinkRow,
  itemIds: readonly string[],
  activity: ShortlistActivity,
  now: Date,
): ShareLink {
  const ofLink = activity.get(link.id);
  const items = itemIds.map((itemId) => {
    const done = ofLink?.get(itemId) ?? nothingYet();
    return {
      itemId,
      plays: done.plays,
      secondsListened: toMilliseconds(done.secondsListened),
      downloads: done.downloads,
      reaction: done.reaction && {
        reaction: done.reaction.reaction,
        comment: done.reaction.comment,
        at: done.reaction.at.toISOString(),
      },
    };
  });
  return {
    id: link.id,
    label: link.label,
    email: link.email,
    state: shareLinkStateOf(link, now),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    hasPassword: link.passwordHash !== null,
    allowDownloads: link.allowDownloads,
    createdAt: link.createdAt.toISOString(),
    opens: link.opens,
    firstOpenedAt: link.firstOpenedAt?.toISOString() ?? null,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    plays: items.reduce((total, item) => total + item.plays, 0),
    secondsListened: toMilliseconds(items.reduce((total, item) => total + item.secondsListened, 0)),
    downloads: items.reduce((total, item) => total + item.downloads, 0),
    items,
  };
}
