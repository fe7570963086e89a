import type { AudioOffers, AudioReviewBody, Offer } from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AudioReviewRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { usdToCents } from '../../lib/format-usd';
import { audioTypeOf, type AudioInContext } from '../audio/audio.types';
import type { AudiosService } from '../audio/audios.service';
import type { MailService } from '../mail/mail.service';
import type { ReviewsService } from '../reviews/reviews.service';
import type { UsersService } from '../users/users.service';
import { offerMadeMail, offerNotice, type OfferMade } from './offers.mail';
import { presentAdminOffer } from './offers.presenter';
import { offersRepository as repository } from './offers.repository';
import type { OfferInContext, OfferOfClient } from './offers.types';
import type { PublicUrl } from '../../lib/public-url';

/** Where an audio comes from, as the offer mail tells it. */
function originOf(found: AudioInContext): OfferMade['origin'] {
  switch (found.kind) {
    case 'submission':
      return { kind: 'submission', requestTitle: found.requestTitle };
    case 'catalogue':
      return { kind: 'catalogue', albumTitle: found.albumTitle };
    default:
      // A placement's music is out of every client's reach (404 before this).
      throw new Error("a placement's music takes no offers");
  }
}

/** The offer's client and, for a take, its composer, read in `tx`. */
async function withParties(
  tx: DbOrTx,
  offer: AudioReviewRow,
  audio: AudioInContext,
): Promise<OfferInContext> {
  const composerId = audio.kind === 'submission' ? audio.composerId : undefined;
  const accounts = await repository.accountsById(
    tx,
    composerId ? [offer.clientId, composerId] : [offer.clientId],
  );
  const client = accounts.get(offer.clientId);
  if (!client) throw new Error('an offer without its client');
  return { offer, audio, client, composer: (composerId && accounts.get(composerId)) || null };
}

const offerNotFound = () => new AppError('NOT_FOUND', 'There is no such offer on this audio.');

/**
 * Clients' offers to license the audio submitted to their requests and the catalogue's tracks
 * (audio reviews): made here, read and answered by the admins through the licences module,
 * which then issues the licence. Each audio view shows a client's latest offer; the audio
 * module reads that mark itself (ARCHITECTURE.md).
 */
export function createOffersService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  audios: AudiosService;
  mail: MailService;
  /** Where an offer on a take tells its composer (their review digest). */
  reviews: Pick<ReviewsService, 'recordNotices' | 'nameOf'>;
  publicUrl: PublicUrl;
}) {
  const { db, clock, users, audios, mail, reviews, publicUrl } = deps;

  return {
    /**
     * A client's offer to license an audio. It is a premium action: without a running trial or
     * subscription it is 402 and nothing is stored. Every admin is mailed in the same
     * transaction, and an offer on a take tells its composer through a review notice there too
     * (docs/contracts.md#review-digests), so the offer, its mails and its notice exist together
     * or not at all.
     */
    async makeOffer(client: UserRow, body: AudioReviewBody): Promise<Offer> {
      const found = await audios.findReachable(client, body.audioId, 'react', body.audioType);
      if (!users.hasPremiumAccess(client)) throw new AppError('SUBSCRIPTION_REQUIRED');
      const admins = await users.listAdminEmails();
      const priceCents = usdToCents(body.price);
      const offer = await db.transaction(async (tx) => {
        const stored = await repository.insert(tx, {
          clientId: client.id,
          audioId: body.audioId,
          priceCents,
          createdAt: clock.now(),
        });
        const made: OfferMade = {
          client,
          audioTitle: found.audio.title,
          origin: originOf(found),
          priceCents,
        };
        if (found.kind === 'submission') {
          await reviews.recordNotices(tx, [
            {
              recipientId: found.composerId,
              audioId: found.audio.id,
              kind: 'offer',
              summary: offerNotice(reviews.nameOf(client), found.audio),
              createdAt: stored.createdAt,
            },
          ]);
        }
        for (const admin of admins) await mail.queue(tx, offerMadeMail(admin, made, publicUrl()));
        return stored;
      });
      return audios.presentOffer(offer);
    },

    /** The offers on one audio, newest first, with the clients who made them (admins). */
    async listOffers(admin: UserRow, audioId: string): Promise<AudioOffers> {
      const found = await audios.findReachable(admin, audioId, 'readOffers');
      const offers = await repository.offersOn(db, audioId);
      return {
        audio: {
          id: found.audio.id,
          title: found.audio.title,
          audioType: audioTypeOf(found.audio),
        },
        offers: offers.map(({ offer, client }) =>
          presentAdminOffer(audios.presentOffer(offer), client),
        ),
      };
    },

    /**
     * The offer an admin answers on an audio, locked in `tx` with every other offer on it (so
     * two answers, or an answer and a delete of the audio, line up): `offerId` when given, else
     * the latest open one, else the latest accepted one (still unpaid: its checkout may need
     * sending again). An audio without offers, or without that offer, is 404; a paid or
     * declined offer is 409, as is an audio whose every offer is. Whether an accepted offer
     * may be answered again depends on its checkout, which the caller knows.
     */
    async findOfferToAnswerInTransaction(
      tx: DbOrTx,
      admin: UserRow,
      audioId: string,
      offerId?: string,
    ): Promise<OfferInContext> {
      const audio = await audios.findReachableInTransaction(tx, admin, audioId, 'readOffers');
      const offers = await repository.offersOnForUpdate(tx, audioId);
      const latestIn = (state: AudioReviewRow['state']) =>
        offers.find((candidate) => candidate.state === state);
      const offer = offerId
        ? offers.find((candidate) => candidate.id === offerId)
        : (latestIn('offered') ?? latestIn('accepted') ?? offers[0]);
      if (!offer) throw offerNotFound();
      if (offer.state !== 'offered' && offer.state !== 'accepted') {
        throw new AppError('INVALID_STATE', `This offer is already ${offer.state}.`);
      }
      return withParties(tx, offer, audio);
    },

    /** One offer with its audio, locked in `tx`; undefined when it is gone. */
    async findOfferForUpdate(tx: DbOrTx, offerId: string): Promise<OfferInContext | undefined> {
      const offer = await repository.findOfferForUpdate(tx, offerId);
      if (!offer) return undefined;
      const audio = await audios.findInTransaction(tx, offer.audioId);
      return audio ? withParties(tx, offer, audio) : undefined;
    },

    /** Every offer on an audio, locked in `tx` until it ends. */
    lockOffersOn: (tx: DbOrTx, audioId: string): Promise<AudioReviewRow[]> =>
      repository.offersOnForUpdate(tx, audioId),

    setOfferStateInTransaction: (tx: DbOrTx, offerId: string, state: AudioReviewRow['state']) =>
      repository.setOfferState(tx, offerId, state, clock.now()),

    /** A client's own offers, newest first, with their audio and request. */
    rowsOfClient: (client: UserRow): Promise<OfferOfClient[]> =>
      repository.offersOfClient(db, client.id),

    /** An offer stored as given, with its date, mailing nobody (demo data). */
    async importOffer(offer: {
      clientId: string;
      audioId: string;
      price: number;
      createdAt: Date;
    }): Promise<void> {
      await repository.insert(db, {
        clientId: offer.clientId,
        audioId: offer.audioId,
        priceCents: usdToCents(offer.price),
        createdAt: offer.createdAt,
      });
    },

    /** Account removal: a client's offers go (the licences they paid for stay, anonymised). */
    async removeAccountData(tx: DbOrTx, removed: UserRow): Promise<void> {
      if (removed.role === 'Client') await repository.deleteOfClient(tx, removed.id);
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
