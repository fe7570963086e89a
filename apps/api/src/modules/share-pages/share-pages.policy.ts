import type { ShareDownloadKind } from '@cuebrief/shared';
import type { AudioFileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ShareLinkRow } from './share-pages.repository';

/**
 * Who may do what through a share link (docs/contracts.md#share-links): the token is the
 * permission, for as long as its link is neither revoked nor expired.
 */

export const linkNotFound = () => new AppError('NOT_FOUND', 'This link does not exist.');
export const itemNotFound = () => new AppError('NOT_FOUND', 'This link has no such item.');
export const passRequired = () => new AppError('LINK_PASSWORD_REQUIRED');
export const downloadRefused = () =>
  new AppError('FORBIDDEN', 'This file cannot be downloaded through this link.');

/** Refuses a link that no longer works at `now`: revoked first, then expired. */
export function assertLinkWorks(link: ShareLinkRow, now: Date): void {
  if (link.revokedAt) throw new AppError('LINK_REVOKED');
  if (link.expiresAt <= now) throw new AppError('LINK_EXPIRED');
}

/**
 * What a link may download of an item: nothing unless the link allows downloads; then its mp3,
 * and its wav and stems only when the shortlist's client holds a licence on it. Only files the
 * audio has.
 */
export function downloadsOf(
  link: Pick<ShareLinkRow, 'allowDownloads'>,
  files: readonly Pick<AudioFileRow, 'kind'>[],
  isLicensed: boolean,
): ShareDownloadKind[] {
  if (!link.allowDownloads) return [];
  const kinds: ShareDownloadKind[] = isLicensed ? ['mp3', 'wav', 'stems'] : ['mp3'];
  return kinds.filter((kind) => files.some((file) => file.kind === kind));
}
