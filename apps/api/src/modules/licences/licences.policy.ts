import type { Role } from '@cuebrief/shared';
import type { LicenceRow, UserRow } from '../../db/schema';

/**
 * Who may call which licence route (decision 013). Admins answer offers, read them with their
 * licences and send the files; a client reads their own offers; the licence PDF is for its
 * parties and the admins. Anything unnamed is denied.
 */
export const licencesAccess = {
  answerOffers: ['Admin'],
  ownOffers: ['Client'],
  pdf: ['Client', 'Composer', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;

/** How long the download links mailed to a licensed client stay valid. */
export const DOWNLOAD_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The links in the client's list are fresh on every read, so they need not last as long. */
export const IN_APP_DOWNLOAD_TTL_SECONDS = 24 * 60 * 60;

/**
 * Whether `viewer` may read a licence: its client, the composer of its music, any admin.
 * Anyone else is answered as if there were none (404), so ids tell them nothing.
 */
export function mayReadLicence(viewer: UserRow, licence: LicenceRow): boolean {
  switch (viewer.role) {
    case 'Admin':
      return true;
    case 'Client':
      return licence.clientId === viewer.id;
    case 'Composer':
      return licence.composerId === viewer.id;
    default:
      return false;
  }
}
