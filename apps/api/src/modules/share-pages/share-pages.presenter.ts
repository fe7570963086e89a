import {
  PRODUCT_NAME,
  SHARE_PEAKS_POINTS,
  type SharePage,
  type SharePageItem,
  type ShareReaction,
} from '@cuebrief/shared';
import { blockMaxima } from '../../lib/block-maxima';
import { fullName } from '../../lib/full-name';
import { downloadsOf } from './share-pages.policy';
import type { LinkInContext, SharedItem } from './share-pages.repository';

export type ReactionView = { reaction: ShareReaction; comment: string | null };

/**
 * The recipient's page: the agency by name, the items as names only — a take's composer by full
 * name, a catalogue track's as the catalogue — and never an email, a phone number, a token or a
 * hash.
 */
export function presentSharePage(page: {
  found: LinkInContext;
  /** The client as the app names them: their agency, else their full name. */
  agencyName: string;
  items: SharedItem[];
  reactions: Map<string, ReactionView>;
  licensedAudioIds: Set<string>;
  pass: { pass: string; expiresAt: Date };
  streamUrlOf: (itemId: string) => string;
}): SharePage {
  const { found, pass } = page;
  return {
    agencyName: page.agencyName,
    title: found.shortlist.title,
    label: found.link.label,
    expiresAt: found.link.expiresAt.toISOString(),
    pass: pass.pass,
    passExpiresAt: pass.expiresAt.toISOString(),
    items: page.items.map((item): SharePageItem => ({
      id: item.id,
      title: item.audio.title,
      composerName: item.composer ? fullName(item.composer) : PRODUCT_NAME,
      note: item.note,
      durationSeconds: item.audio.durationSeconds,
      peaks: blockMaxima(item.audio.peaks, SHARE_PEAKS_POINTS),
      streamUrl: page.streamUrlOf(item.id),
      downloads: downloadsOf(found.link, item.files, page.licensedAudioIds.has(item.audio.id)),
      reaction: page.reactions.get(item.id) ?? null,
    })),
  };
}
