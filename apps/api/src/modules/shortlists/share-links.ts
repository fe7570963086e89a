import {
  SHARE_LINK_MAX_DAYS,
  SHARE_PAGE_PATH,
  SHORTLIST_MAX_LINKS,
  type CreateShareLinkBody,
  type CreatedShareLink,
  type ShareLink,
} from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-tokens';
import { hashPassword } from '../users/users.service';
import { shareLinksRepository as links } from './share-links.repository';
import { presentLink } from './shortlists.presenter';
import { shortlistsRepository } from './shortlists.repository';
import type { PublicUrl } from '../../lib/public-url';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A change under the shortlist's lock that marks it changed when `changed` says so. */
type Change = <T>(
  viewer: UserRow,
  id: string,
  step: (tx: DbOrTx, now: Date) => Promise<T>,
  changed?: (result: T) => boolean,
) => Promise<T>;

/** The end a new link asks for: after now and at most SHARE_LINK_MAX_DAYS ahead, else 400. */
function checkedEnd(expiresAt: string, now: Date): Date {
  const end = new Date(expiresAt);
  const latest = now.getTime() + SHARE_LINK_MAX_DAYS * DAY_MS;
  if (end.getTime() <= now.getTime() || end.getTime() > latest) {
    throw validationError([
      {
        field: 'expiresAt',
        message: `Choose a time after now and at most ${SHARE_LINK_MAX_DAYS} days ahead`,
      },
    ]);
  }
  return end;
}

/**
 * A shortlist's share links (docs/contracts.md#share-links), made and revoked by its client.
 * The token is shown once, in the answer's address; the row keeps only its SHA-256, and a
 * password only as account passwords are kept. The recipient's side reads these rows on every
 * call, so a revocation holds at once on every instance.
 */
export function createShareLinks(deps: {
  db: Db;
  clock: Clock;
  publicUrl: PublicUrl;
  change: Change;
}) {
  const { db, clock, publicUrl, change } = deps;

  /** A link of the shortlist with what its recipient did, as its client reads it. */
  async function linkView(shortlistId: string, linkId: string): Promise<ShareLink> {
    const [link, itemIds, activity] = await Promise.all([
      links.findOf(db, shortlistId, linkId),
      shortlistsRepository.itemIdsOf(db, shortlistId),
      links.activityOf(db, shortlistId),
    ]);
    if (!link) throw new Error('a link gone right after its change');
    return presentLink(link, itemIds, activity, clock.now());
  }

  return {
    /**
     * One recipient's link; at most SHORTLIST_MAX_LINKS a shortlist (409). `token` is a new
     * random one unless the demo seed gives its published one, so the README can name its page.
     */
    async create(
      client: UserRow,
      id: string,
      body: CreateShareLinkBody,
      token: string = newOpaqueToken(),
    ): Promise<CreatedShareLink> {
      const created = await change(client, id, async (tx, now) => {
        const expiresAt = checkedEnd(body.expiresAt, now);
        if ((await links.countOf(tx, id)) >= SHORTLIST_MAX_LINKS) {
          throw new AppError(
            'INVALID_STATE',
            `A shortlist has at most ${SHORTLIST_MAX_LINKS} links; revoking one does not free ` +
              'its place, so share this selection from a new shortlist.',
          );
        }
        return links.insert(tx, {
          shortlistId: id,
          tokenHash: hashOpaqueToken(token),
          label: body.label,
          email: body.email ?? null,
          passwordHash: body.password === undefined ? null : await hashPassword(body.password),
          allowDownloads: body.allowDownloads ?? false,
          expiresAt,
          createdAt: now,
        });
      });
      return {
        link: await linkView(id, created.id),
        url: `${publicUrl()}${SHARE_PAGE_PATH}/${token}`,
      };
    },

    /** Stops a link at once; revoking it again changes nothing. Its statistics stay. */
    async revoke(client: UserRow, id: string, linkId: string): Promise<ShareLink> {
      await change(
        client,
        id,
        async (tx, now) => {
          if (!(await links.findOf(tx, id, linkId))) {
            throw new AppError('NOT_FOUND', 'There is no such link on this shortlist.');
          }
          return links.revoke(tx, linkId, now);
        },
        (revokedNow) => revokedNow,
      );
      return linkView(id, linkId);
    },
  };
}
