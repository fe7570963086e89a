import type { AudioFavoriteBody, AudioOffers, AudioReviewBody, Offer } from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AudioReviewRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import { audioNotFound, findReachableAudio } from './audio-access';
import { audiosRepository, type AudioInContext } from './audios.repository';
import {
  audioReactionsRepository as repository,
  type AudioStats,
  type ClientMarks,
  type OfferOfClient,
} from './audio-reactions.repository';
import { offerMadeMail, type OfferMade } from './submissions.mail';
import { presentAdminOffer, presentOffer } from './submissions.presenter';
import { audioTypeOf } from './submissions.policy';

/** Where an audio comes from, as the offer mail tells it; a placement's music takes no offers. */
function originOf(found: AudioInContext): OfferMade['origin'] {
  switch (found.kind) {
    case 'submission':
      return { kind: 'submission', requestTitle: found.requestTitle };
    case 'catalogue':
      return { kind: 'catalogue', albumTitle: found.albumTitle };
    default:
      throw audioNotFound();
  }
}

/**
 * An offer with its audio in context and its parties, read in one transaction: what answering
 * it and licensing it need. `composer` is the take's; a catalogue track has none.
 */
export type OfferInContext = {
  offer: AudioReviewRow;
  audio: AudioInContext;
  client: UserRow;
  composer: UserRow | null;
};

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

/** Dollars as typed (at most two decimals) to whole cents. */
const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * How clients take to the audio submitted to their requests and to the catalogue's tracks:
 * favourites and offers to license (audio reviews), which the admins read and answer.
 */
export function createAudioReactionsService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  mail: MailService;
  publicUrl: string;
}) {
  const { db, clock, users, mail, publicUrl } = deps;
  users.onAccountRemoved(async (tx, removed) => {
    if (removed.role === 'Client') await repository.deleteOfClient(tx, removed.id);
  });

  return {
    /** Marks or unmarks a favourite; sending the same mark twice changes nothing. */
    async setFavorite(
      client: UserRow,
      body: AudioFavoriteBody,
    ): Promise<{ audioId: string; isFavorite: boolean }> {
      await findReachableAudio(db, client, body.audioId, 'react', body.audioType);
      await repository.setFavorite(db, {
        clientId: client.id,
        audioId: body.audioId,
        isFavorite: body.isFavorite,
        now: clock.now(),
      });
      return { audioId: body.audioId, isFavorite: body.isFavorite };
    },

    /**
     * A client's offer to license an audio. It is a premium action: without a running trial or
     * subscription it is 402 and nothing is stored. Every admin is mailed in the same
     * transaction, so the offer and its mails exist together or not at all.
     */
    async makeOffer(client: UserRow, body: AudioReviewBody): Promise<Offer> {
      const found = await findReachableAudio(db, client, body.audioId, 'react', body.audioType);
      if (!users.hasPremiumAccess(client)) throw new AppError('SUBSCRIPTION_REQUIRED');
      const admins = await users.listAdminEmails();
      const priceCents = toCents(body.price);
      const offer = await db.transaction(async (tx) => {
        const stored = await repository.insertOffer(tx, {
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
        for (const admin of admins) await mail.queue(tx, offerMadeMail(admin, made, publicUrl));
        return stored;
      });
      return presentOffer(offer);
    },

    /** The offers on one audio, newest first, with the clients who made them (admins). */
    async listOffers(admin: UserRow, audioId: string): Promise<AudioOffers> {
      const found = await findReachableAudio(db, admin, audioId, 'readOffers');
      const offers = await repository.offersOn(db, audioId);
      return {
        audio: {
          id: found.audio.id,
          title: found.audio.title,
          audioType: audioTypeOf(found.audio),
        },
        offers: offers.map(presentAdminOffer),
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
    async findOfferToAnswer(
      tx: DbOrTx,
      admin: UserRow,
      audioId: string,
      offerId?: string,
    ): Promise<OfferInContext> {
      const audio = await findReachableAudio(tx, admin, audioId, 'readOffers');
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
      const audio = await audiosRepository.findInContext(tx, offer.audioId);
      return audio ? withParties(tx, offer, audio) : undefined;
    },

    /** Every offer on an audio, locked in `tx` until it ends. */
    lockOffersOn: (tx: DbOrTx, audioId: string): Promise<AudioReviewRow[]> =>
      repository.offersOnForUpdate(tx, audioId),

    setOfferState: (tx: DbOrTx, offerId: string, state: AudioReviewRow['state']) =>
      repository.setOfferState(tx, offerId, state, clock.now()),

    /** One client's marks on these audios: favourites, listens and their latest offers. */
    marksOfClient: (clientId: string, audioIds: string[]): Promise<ClientMarks> =>
      repository.marksOfClient(db, clientId, audioIds),

    /** How clients took to these audios, for their composer and the admins. */
    statsOf: (audioIds: string[]): Promise<Map<string, AudioStats>> =>
      repository.statsOf(db, audioIds),

    /** A client's own offers, newest first, with their audio and request. */
    listOffersOfClient: (client: UserRow): Promise<OfferOfClient[]> =>
      repository.offersOfClient(db, client.id),

    /** An offer stored as given, with its date, mailing nobody (demo data). */
    async importOffer(offer: {
      clientId: string;
      audioId: string;
      price: number;
      createdAt: Date;
    }): Promise<void> {
      await repository.insertOffer(db, {
        clientId: offer.clientId,
        audioId: offer.audioId,
        priceCents: toCents(offer.price),
        createdAt: offer.createdAt,
      });
    },
  };
}
export type AudioReactionsService = ReturnType<typeof createAudioReactionsService>;
