import {
  SHORTLIST_MAX_ITEMS,
  type AddShortlistItemBody,
  type CreateShareLinkBody,
  type CreatedShareLink,
  type EditShortlistItemBody,
  type ShareLink,
  type Shortlist,
  type ShortlistBody,
  type ShortlistOrderBody,
  type ShortlistSummary,
} from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AudiosService } from '../audio/audios.service';
import type { LicencesService } from '../licences/licences.service';
import type { ReviewsService } from '../reviews/reviews.service';
import { createShareLinks } from './share-links';
import { shareLinksRepository as links } from './share-links.repository';
import { mayChangeShortlist, mayReadShortlist } from './shortlists.policy';
import { presentItem, presentLink, presentSummary } from './shortlists.presenter';
import type { PublicUrl } from '../../lib/public-url';
import {
  shortlistsRepository as repository,
  type ShortlistRow,
  type ShortlistWithCounts,
} from './shortlists.repository';

export { shareLinkStateOf } from './shortlists.presenter';

const shortlistNotFound = () => new AppError('NOT_FOUND', 'There is no such shortlist.');
const itemNotFound = () => new AppError('NOT_FOUND', 'There is no such item on this shortlist.');

/** A note as the client typed it; an empty one (or only spaces) clears it. */
const noteOf = (note: string | undefined) => note?.trim() || null;

export type ShortlistsDeps = {
  db: Db;
  clock: Clock;
  /** Who may play an audio decides what may be added (a take of theirs, a published track). */
  audios: Pick<AudiosService, 'findReachableInTransaction'>;
  /** Which items the shortlist's client holds a licence on. */
  licences: Pick<LicencesService, 'licensedAudiosOf'>;
  /** How a client is named (their agency, else their name). */
  reviews: Pick<ReviewsService, 'nameOf'>;
  publicUrl: PublicUrl;
};

/**
 * A client's shortlists (docs/contracts.md#shortlists): named, ordered selections of their
 * requests' take versions and catalogue tracks with a note each, and the links that share them
 * with a statistics view of what each recipient did. Admins read every client's; only its
 * client changes one. Every change to a shortlist runs under a lock on its row, so concurrent
 * changes take turns (positions, the item and link limits).
 */
export function createShortlistsService(deps: ShortlistsDeps) {
  const { db, clock, audios, licences, reviews } = deps;

  /** The shortlist with its counts, if `viewer` may read it; anyone else gets the same 404. */
  async function findReadable(viewer: UserRow, id: string): Promise<ShortlistWithCounts> {
    const found = await repository.findWithCounts(db, id, clock.now());
    if (!found || !mayReadShortlist(viewer, found.shortlist.clientId)) throw shortlistNotFound();
    return found;
  }

  /** The shortlist locked in `tx`, if `viewer` may change it; anyone else gets the same 404. */
  async function lockChangeable(tx: DbOrTx, viewer: UserRow, id: string): Promise<ShortlistRow> {
    const found = await repository.findForUpdate(tx, id);
    if (!found || !mayChangeShortlist(viewer, found.clientId)) throw shortlistNotFound();
    return found;
  }

  /**
   * A change made in one transaction under the shortlist's lock, which then marks the shortlist
   * changed (unless the change says it changed nothing).
   */
  function change<T>(
    viewer: UserRow,
    id: string,
    step: (tx: DbOrTx, now: Date) => Promise<T>,
    changed: (result: T) => boolean = () => true,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      await lockChangeable(tx, viewer, id);
      const result = await step(tx, now);
      if (changed(result)) await repository.touch(tx, id, now);
      return result;
    });
  }

  /** The whole shortlist as `viewer` reads it: items in order, each link with its statistics. */
  async function shortlistFor(viewer: UserRow, found: ShortlistWithCounts): Promise<Shortlist> {
    const { shortlist, client } = found;
    const [entries, linkRows, activity] = await Promise.all([
      repository.itemsWithAudio(db, shortlist.id),
      links.listOf(db, shortlist.id),
      links.activityOf(db, shortlist.id),
    ]);
    const licensed = await licences.licensedAudiosOf(
      shortlist.clientId,
      entries.map((entry) => entry.item.audioId),
    );
    const itemIds = entries.map((entry) => entry.item.id);
    const now = clock.now();
    return {
      ...presentSummary(found, reviews.nameOf(client)),
      items: entries.map((entry) => presentItem(entry, licensed)),
      links: linkRows.map((link) => presentLink(link, itemIds, activity, now)),
      editable: mayChangeShortlist(viewer, shortlist.clientId),
    };
  }

  /** The whole shortlist, if `viewer` may read it; after a change, read once it is committed. */
  const read = async (viewer: UserRow, id: string) =>
    shortlistFor(viewer, await findReadable(viewer, id));

  const shareLinks = createShareLinks({ ...deps, change });

  return {
    /** A client's own shortlists, or every client's for an admin; latest change first. */
    async list(viewer: UserRow): Promise<ShortlistSummary[]> {
      const rows = await repository.listWithCounts(db, {
        clientId: viewer.role === 'Admin' ? undefined : viewer.id,
        now: clock.now(),
      });
      return rows.map((row) => presentSummary(row, reviews.nameOf(row.client)));
    },

    get: read,

    async create(client: UserRow, body: ShortlistBody): Promise<Shortlist> {
      const row = await repository.insert(db, {
        clientId: client.id,
        title: body.title,
        now: clock.now(),
      });
      return read(client, row.id);
    },

    async rename(client: UserRow, id: string, body: ShortlistBody): Promise<Shortlist> {
      await change(client, id, (tx, now) => repository.rename(tx, id, body.title, now));
      return read(client, id);
    },

    /** Deletes it: its links stop working at once, and their statistics go with it. */
    async remove(client: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockChangeable(tx, client, id);
        await repository.delete(tx, id);
      });
    },

    /**
     * Adds an audio the client may play at the end: a take's version of one of their requests
     * or a published catalogue track; anything else is 404, as an unknown id. The same audio
     * twice, or one item past the limit, is 409.
     */
    async addItem(client: UserRow, id: string, body: AddShortlistItemBody): Promise<Shortlist> {
      await change(client, id, async (tx, now) => {
        await audios.findReachableInTransaction(tx, client, body.audioId, 'play');
        if (await repository.findItemOfAudio(tx, id, body.audioId)) {
          throw new AppError('INVALID_STATE', 'This is already on the shortlist.');
        }
        const tally = await repository.itemTally(tx, id);
        if (tally.count >= SHORTLIST_MAX_ITEMS) {
          throw new AppError(
            'INVALID_STATE',
            `A shortlist holds at most ${SHORTLIST_MAX_ITEMS} items; remove one to add another.`,
          );
        }
        await repository.insertItem(tx, {
          shortlistId: id,
          audioId: body.audioId,
          position: tally.next,
          note: noteOf(body.note),
          now,
        });
      });
      return read(client, id);
    },

    async editItem(
      client: UserRow,
      id: string,
      itemId: string,
      body: EditShortlistItemBody,
    ): Promise<Shortlist> {
      await change(client, id, async (tx) => {
        if (!(await repository.setNote(tx, id, itemId, noteOf(body.note)))) throw itemNotFound();
      });
      return read(client, id);
    },

    /** Removes an item, with what every link's recipient did with it. */
    async removeItem(client: UserRow, id: string, itemId: string): Promise<Shortlist> {
      await change(client, id, async (tx) => {
        if (!(await repository.deleteItem(tx, id, itemId))) throw itemNotFound();
      });
      return read(client, id);
    },

    /** Puts the items in the order given: every item's id exactly once, else 400. */
    async reorder(client: UserRow, id: string, body: ShortlistOrderBody): Promise<Shortlist> {
      await change(client, id, async (tx) => {
        const current = new Set(await repository.itemIdsOf(tx, id));
        const given = new Set(body.itemIds);
        if (
          given.size !== body.itemIds.length ||
          given.size !== current.size ||
          body.itemIds.some((itemId) => !current.has(itemId))
        ) {
          throw validationError([
            { field: 'itemIds', message: 'List every item of the shortlist once, and no others' },
          ]);
        }
        await repository.rewritePositions(tx, id, body.itemIds);
      });
      return read(client, id);
    },

    /** A recipient's link; `token` only for the demo seed's published link (else a new one). */
    createLink: (
      client: UserRow,
      id: string,
      body: CreateShareLinkBody,
      token?: string,
    ): Promise<CreatedShareLink> => shareLinks.create(client, id, body, token),

    revokeLink: (client: UserRow, id: string, linkId: string): Promise<ShareLink> =>
      shareLinks.revoke(client, id, linkId),

    /** Account removal: a client's shortlists go, with their links and what recipients did. */
    async removeAccountData(tx: DbOrTx, removed: UserRow): Promise<void> {
      if (removed.role === 'Client') await repository.deleteOfClient(tx, removed.id);
    },
  };
}
export type ShortlistsService = ReturnType<typeof createShortlistsService>;
