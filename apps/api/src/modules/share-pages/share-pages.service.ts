import type { Readable } from 'node:stream';
import {
  API_PREFIX,
  type OpenSharePageBody,
  type ShareDownloadBody,
  type SharePage,
  type SharePlayBody,
  type ShareReactionBody,
} from '@cuebrief/shared';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashOpaqueToken } from '../../lib/opaque-tokens';
import type { AudioFiles, MediaFile } from '../audio/audio-files.service';
import { playableFileOf } from '../audio/audio.types';
import type { AudiosService } from '../audio/audios.service';
import type { LicencesService } from '../licences/licences.service';
import type { MailService } from '../mail/mail.service';
import type { RateLimiter } from '../rate-limit/rate-limit.service';
import type { ReviewsService } from '../reviews/reviews.service';
import { verifyPassword } from '../users/users.service';
import { firstOpenMail } from './share-pages.mail';
import {
  assertLinkWorks,
  downloadRefused,
  downloadsOf,
  itemNotFound,
  linkNotFound,
  passRequired,
} from './share-pages.policy';
import { presentSharePage, type ReactionView } from './share-pages.presenter';
import { sharePagesRepository as repository, type LinkInContext } from './share-pages.repository';
import { createSharePasses, type StreamQuery } from './share-passes';
import { createSharePasswordLimit } from './share-password-limit';
import type { PublicUrl } from '../../lib/public-url';

/** An item's audio to stream: the stored file, and how to read it or a range of it. */
export type StreamFile = MediaFile & {
  read(range?: { start: number; end: number }): Promise<Readable>;
};

/**
 * The recipient's page of a share link (docs/contracts.md#the-recipients-page): no account, the
 * link's token is the permission. Every call reads the link's row — nothing is cached — so a
 * revoked or expired link stops at once on every instance; what the recipient does (opens,
 * play segments, reactions, downloads) is written on the link's rows for its client to read.
 */
export function createSharePagesService(deps: {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  /** Where the app is reached: stream addresses and the client's mail are absolute. */
  publicUrl: PublicUrl;
  mail: MailService;
  rateLimiter: RateLimiter;
  audios: AudiosService;
  audioFiles: AudioFiles;
  licences: LicencesService;
  /** How the app names a client to others: their agency. */
  reviews: Pick<ReviewsService, 'nameOf'>;
}) {
  const { db, clock, publicUrl } = deps;
  const passes = createSharePasses(deps.jwtSecret);
  const passwordLimit = createSharePasswordLimit(deps.rateLimiter);

  /** The link of a token, while it works: 404 unknown, 410 revoked or expired. */
  async function workingLinkOf(token: string): Promise<LinkInContext> {
    const found = await repository.findLinkByTokenHash(db, hashOpaqueToken(token));
    if (!found) throw linkNotFound();
    assertLinkWorks(found.link, clock.now());
    return found;
  }

  /** As `workingLinkOf`, for a call carrying the pass an open gave. */
  async function passedLinkOf(token: string, pass: string): Promise<LinkInContext> {
    const found = await workingLinkOf(token);
    if (!passes.isValidPass(found.link.id, pass, clock.now())) throw passRequired();
    return found;
  }

  async function itemOf(found: LinkInContext, itemId: string) {
    const item = await repository.findItem(db, found.shortlist.id, itemId);
    if (!item) throw itemNotFound();
    return item;
  }

  /**
   * Lets the opener in: with a link's password, a pass an earlier open gave or the password
   * itself, whose wrong guesses are limited.
   */
  async function admit(found: LinkInContext, body: OpenSharePageBody, address: string) {
    const { passwordHash, id } = found.link;
    if (!passwordHash) return;
    if (body.pass !== undefined && passes.isValidPass(id, body.pass, clock.now())) return;
    const { password } = body;
    if (password === undefined) throw passRequired();
    const isRight = await passwordLimit.check(id, address, () =>
      verifyPassword(passwordHash, password),
    );
    if (!isRight) throw new AppError('LINK_PASSWORD_WRONG');
  }

  /**
   * An open is counted; the first of the link mails its client, once whatever runs at once
   * (unless `notify` is false: the demo seed's opens, which nobody is told of).
   */
  async function countOpen(found: LinkInContext, notify: boolean): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const isFirst = await repository.markFirstOpen(tx, found.link.id, now);
      await repository.countOpen(tx, found.link.id, now);
      if (isFirst && notify) {
        await deps.mail.queue(
          tx,
          firstOpenMail({ ...found, label: found.link.label }, publicUrl()),
        );
      }
    });
  }

  return {
    /**
     * Opens the page: counts the open and answers it, with a pass for the calls that follow.
     * `notify: false` leaves out the first open's mail to the client (the demo seed's history).
     */
    async open(
      token: string,
      body: OpenSharePageBody,
      address: string,
      options: { notify: boolean } = { notify: true },
    ): Promise<SharePage> {
      const found = await workingLinkOf(token);
      await admit(found, body, address);
      await countOpen(found, options.notify);
      const [items, reactions] = await Promise.all([
        repository.itemsOf(db, found.shortlist.id),
        repository.reactionsOf(db, found.link.id),
      ]);
      // Whether the client holds a licence matters only for what a link may download.
      const licensedAudioIds = found.link.allowDownloads
        ? await deps.licences.licensedAudiosOf(
            found.client.id,
            items.map((item) => item.audio.id),
          )
        : new Set<string>();
      const pass = passes.passFor(found.link, clock.now());
      const streamBase = `${publicUrl()}${API_PREFIX.share}/${token}/items`;
      return presentSharePage({
        found,
        agencyName: deps.reviews.nameOf(found.client),
        items,
        reactions,
        licensedAudioIds,
        pass,
        streamUrlOf: (itemId) =>
          `${streamBase}/${itemId}/stream?${passes.streamQuery(found.link.id, itemId, pass.expiresAt)}`,
      });
    },

    /**
     * One play segment, counted once however often it is sent: the same segment again only
     * raises its seconds, never past the item's length.
     */
    async recordPlay(token: string, body: SharePlayBody): Promise<void> {
      const found = await passedLinkOf(token, body.pass);
      const item = await itemOf(found, body.itemId);
      const isRecorded = await repository.recordPlay(db, {
        segmentId: body.segmentId,
        linkId: found.link.id,
        itemId: item.id,
        fromSeconds: Math.min(body.fromSeconds, item.audio.durationSeconds),
        seconds: Math.min(body.seconds, item.audio.durationSeconds),
        now: clock.now(),
      });
      if (!isRecorded) {
        throw validationError([
          { field: 'segmentId', message: 'This segment belongs to another play' },
        ]);
      }
    },

    /** The recipient's reaction to an item, kept in place of any earlier one. */
    async react(token: string, itemId: string, body: ShareReactionBody): Promise<ReactionView> {
      const found = await passedLinkOf(token, body.pass);
      const item = await itemOf(found, itemId);
      const reaction = { reaction: body.reaction, comment: body.comment?.trim() || null };
      await repository.saveReaction(db, {
        linkId: found.link.id,
        itemId: item.id,
        ...reaction,
        now: clock.now(),
      });
      return reaction;
    },

    /** A signed address that saves one file of an item, when the link may give it; counted. */
    async download(
      token: string,
      itemId: string,
      body: ShareDownloadBody,
    ): Promise<{ url: string }> {
      const found = await passedLinkOf(token, body.pass);
      const item = await itemOf(found, itemId);
      const licensed = found.link.allowDownloads
        ? await deps.licences.licensedAudiosOf(found.client.id, [item.audio.id])
        : new Set<string>();
      const allowed = downloadsOf(found.link, item.files, licensed.has(item.audio.id));
      if (!allowed.includes(body.kind)) throw downloadRefused();
      const link = await deps.audios.downloadLinkOf(item.audio.id, body.kind);
      await repository.recordDownload(db, {
        linkId: found.link.id,
        itemId: item.id,
        kind: body.kind,
        now: clock.now(),
      });
      return { url: link.url };
    },

    /**
     * An item's audio through the stream address an open gave (its mp3, else its wav). The link
     * is read on every request, so each range a player fetches stops once the link does. Not a
     * play: segments are counted by `recordPlay`, and never as the client's listen.
     */
    async openStream(token: string, itemId: string, query: StreamQuery): Promise<StreamFile> {
      const found = await workingLinkOf(token);
      const item = await itemOf(found, itemId);
      const checked = passes.checkStream(found.link.id, item.id, query, clock.now());
      if (checked === 'forged') throw new AppError('FORBIDDEN', 'This address is not valid.');
      if (checked === 'expired') {
        throw new AppError('FORBIDDEN', 'This address has expired. Please open the page again.');
      }
      const playable = playableFileOf(item.files);
      if (!playable) throw new AppError('NOT_FOUND', 'This item has no file to play.');
      const file = await deps.audioFiles.openStoredFile(playable.storageKey, checked.until);
      return {
        ...file,
        read: (range) => deps.audioFiles.readFile(playable.storageKey, range),
      };
    },
  };
}
export type SharePagesService = ReturnType<typeof createSharePagesService>;
