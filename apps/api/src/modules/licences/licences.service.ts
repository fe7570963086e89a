import type {
  AudioOffersWithLicences,
  ClientOffer,
  Licence,
  OfferAnswerResult,
  SendClientCheckoutBody,
} from '@cuebrief/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { LicenceRow, PaymentRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service';
import type { PaymentsService } from '../payments/payments.service';
import type { RequestsService } from '../requests/requests.service';
import { fullName } from '../../lib/full-name';
import type { AudiosService } from '../audio/audios.service';
import type { OffersService } from '../offers/offers.service';
import type { OfferInContext } from '../offers/offers.types';
import type { UsersService } from '../users/users.service';
import { renderLicencePdf } from './licence-pdf';
import {
  downloadInfoMail,
  licenceReceiptMail,
  musicLicensedMail,
  offerAcceptedMail,
  offerDeclinedMail,
} from './licences.mail';
import {
  DOWNLOAD_LINK_TTL_SECONDS,
  IN_APP_DOWNLOAD_TTL_SECONDS,
  mayReadLicence,
} from './licences.policy';
import {
  REMOVED_ACCOUNT_NAME,
  checkoutUrlOf,
  licenceDocumentOf,
  presentAdminLicence,
  presentClientLicence,
  presentClientOffer,
  presentDownloads,
  presentLicence,
} from './licences.presenter';
import { licencesRepository as repository, type NewLicence } from './licences.repository';
import type { PublicUrl } from '../../lib/public-url';

/** Where a catalogue track may be used: the catalogue licenses it for any media. */
const CATALOGUE_MEDIA = 'All media';

const licenceNotFound = () => new AppError('NOT_FOUND', 'There is no such licence.');

/**
 * Licensing an audio (decision 013): the admins answer a client's offer (accepted: a checkout
 * through the payments service in the same transaction; declined), a paid checkout becomes a
 * numbered licence with a snapshot of what it prints, the admins send the client the files,
 * and the licence's parties read it as a PDF. Its steps in others' work (a settled payment, an
 * audio's deletion, an account's removal) are wired in services.ts.
 */
export function createLicencesService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  requests: RequestsService;
  audios: AudiosService;
  offers: OffersService;
  payments: PaymentsService;
  mail: MailService;
  notifications: Pick<NotificationsService, 'record'>;
  publicUrl: PublicUrl;
  log: FastifyBaseLogger;
}) {
  const { db, clock, users, requests, audios, offers, payments, mail, publicUrl } = deps;

  /** The bell's line for the client of an answered offer, about its audio. */
  const offerNotice = (
    { offer, audio, client }: OfferInContext,
    kind: NewNotification['kind'],
  ): NewNotification => ({
    recipientId: client.id,
    kind,
    subject: audio.audio.title,
    params: { priceCents: offer.priceCents },
    requestId: audio.kind === 'submission' ? audio.requestId : null,
    audioId: audio.audio.id,
  });

  /** What a new licence records: the offer, its parties and the snapshot the PDF prints. */
  async function licenceOf(
    tx: DbOrTx,
    { offer, audio, client, composer }: OfferInContext,
    payment: PaymentRow,
  ): Promise<NewLicence> {
    const request =
      audio.kind === 'submission' ? await requests.findRequestIn(tx, audio.requestId) : undefined;
    return {
      audioReviewId: offer.id,
      audioId: audio.audio.id,
      clientId: client.id,
      composerId: composer?.id ?? null,
      requestId: request?.id ?? null,
      paymentId: payment.id,
      priceCents: offer.priceCents,
      audioTitle: audio.audio.title,
      durationSeconds: audio.audio.durationSeconds,
      agencyName: client.clientAgencyName,
      clientName: fullName(client),
      composerName: composer ? fullName(composer) : null,
      pro: composer?.pro ?? null,
      ipiNumber: composer?.ipiNumber ?? null,
      requestTitle: request?.title ?? null,
      media: request && request.category.length > 0 ? request.category.join(', ') : CATALOGUE_MEDIA,
      issuedAt: clock.now(),
    };
  }

  /**
   * A licence checkout was paid (inside the payments transaction, once per payment): the offer
   * is paid, the licence issued, a take's request fulfilled, composer and client mailed. An
   * offer gone meanwhile (its client removed their account) leaves the payment on the books.
   */
  async function settleLicence(tx: DbOrTx, payment: PaymentRow): Promise<void> {
    const found = payment.audioReviewId
      ? await offers.findOfferForUpdate(tx, payment.audioReviewId)
      : undefined;
    if (!found) {
      deps.log.warn({ paymentId: payment.id }, 'a licence was paid for an offer that is gone');
      return;
    }
    const licence = await repository.insert(tx, await licenceOf(tx, found, payment));
    // A licence of this offer or payment exists already: it was settled before.
    if (!licence) return;
    await offers.setOfferStateInTransaction(tx, found.offer.id, 'paid');
    if (found.audio.kind === 'submission') {
      await requests.markLicensed(tx, found.audio.requestId);
    }
    if (found.composer)
      await mail.queue(tx, musicLicensedMail(found.composer, licence, publicUrl()));
    await mail.queue(tx, licenceReceiptMail(found.client, licence, publicUrl()));
    const parties = [found.client.id, ...(found.composer ? [found.composer.id] : [])];
    await deps.notifications.record(
      tx,
      parties.map((recipientId) => ({
        recipientId,
        kind: 'licence-issued',
        subject: licence.audioTitle,
        params: { number: licence.number },
        requestId: licence.requestId,
        audioId: licence.audioId,
      })),
    );
  }

  /**
   * Why an audio must stay (asked before it is deleted by its composer, their account's
   * removal, or an admin of the catalogue): it would leave a licence, or a checkout, without
   * its music.
   */
  async function guardAudioDeletion(tx: DbOrTx, audioId: string): Promise<string | undefined> {
    const offersOn = await offers.lockOffersOn(tx, audioId);
    const isRelied = offersOn.some((offer) => offer.state === 'accepted' || offer.state === 'paid');
    return isRelied || (await repository.findLatestOfAudio(tx, audioId))
      ? 'is licensed, or a client is paying for its licence'
      : undefined;
  }

  /** Account removal: the licences stay, as records others rely on, under a removed name. */
  async function removeAccountData(tx: DbOrTx, removed: UserRow): Promise<void> {
    if (removed.role === 'Client') {
      await repository.anonymiseClient(tx, removed.id, REMOVED_ACCOUNT_NAME);
    } else if (removed.role === 'Composer') {
      await repository.anonymiseComposer(tx, removed.id, REMOVED_ACCOUNT_NAME);
    }
  }

  /** Signed links to a licensed audio's files, valid for `ttlSeconds`. */
  const fileLinksOf = (licence: LicenceRow, ttlSeconds: number) =>
    licence.audioId ? audios.fileLinksOf(licence.audioId, ttlSeconds) : Promise.resolve({});

  return {
    settleLicence,
    guardAudioDeletion,
    removeAccountData,

    /**
     * Of the audios named, those `clientId` holds a licence on: for the views of another module
     * (a shortlist's items, what a share link may download).
     */
    licensedAudiosOf: async (clientId: string, audioIds: string[]): Promise<Set<string>> =>
      new Set(await repository.audioIdsLicensedTo(db, clientId, audioIds)),

    /**
     * An admin answers an offer. Accepted: the offer and its checkout at the offered price are
     * stored together, and the client is mailed where to pay; declined: the client is told.
     * An accepted offer whose checkout expired, was cancelled or failed may be answered again:
     * accepted opens a fresh checkout (a new payment, a new mail), declined closes it. While
     * its checkout can still be paid, both are 409: a second checkout could charge the client
     * twice, and a decline could not stop the payment that would then issue the licence.
     */
    async answerOffer(admin: UserRow, body: SendClientCheckoutBody): Promise<OfferAnswerResult> {
      return db.transaction(async (tx) => {
        const found = await offers.findOfferToAnswerInTransaction(
          tx,
          admin,
          body.patientAudioId,
          body.audioReviewId,
        );
        const { offer, audio, client, composer } = found;
        if (offer.state === 'accepted') {
          const latest = (await payments.latestPaymentsOfOffers([offer.id], tx)).get(offer.id);
          if (latest?.state === 'pending' || latest?.state === 'paid') {
            throw new AppError(
              'INVALID_STATE',
              'This offer is accepted and its checkout is still open; it can be answered again ' +
                'once that checkout has expired, been cancelled or failed.',
            );
          }
        } else if (body.status === 'accepted' && composer?.deletedAt) {
          // Their music stays for the licences already agreed; no new one is given without them.
          throw new AppError(
            'INVALID_STATE',
            'The composer of this audio removed their account, so it cannot be licensed anew.',
          );
        }
        const answered = { audioTitle: audio.audio.title, priceCents: offer.priceCents };
        // Accepted again after a checkout that ended: what is new to the client is the checkout.
        const isAgain = offer.state === 'accepted';
        await offers.setOfferStateInTransaction(tx, offer.id, body.status);
        if (body.status === 'declined') {
          await mail.queue(tx, offerDeclinedMail(client, answered, publicUrl()));
          await deps.notifications.record(tx, [offerNotice(found, 'offer-declined')]);
          return { url: null };
        }
        const checkout = await payments.startCheckout(tx, {
          clientId: client.id,
          email: client.email,
          purpose: { kind: 'licence', audioReviewId: offer.id },
          amountCents: offer.priceCents,
          description: `Licence of "${audio.audio.title}"`,
        });
        await mail.queue(tx, offerAcceptedMail(client, answered, checkout.url));
        const kind = isAgain ? 'checkout-ready' : 'offer-accepted';
        await deps.notifications.record(tx, [offerNotice(found, kind)]);
        return { url: checkout.url };
      });
    },

    /** A client's offers, newest first, with where to pay and their licences and files. */
    async listClientOffers(client: UserRow): Promise<ClientOffer[]> {
      const rows = await offers.rowsOfClient(client);
      const ids = rows.map((row) => row.offer.id);
      const [licences, paymentOf] = await Promise.all([
        repository.byOffer(db, ids),
        payments.latestPaymentsOfOffers(ids),
      ]);
      return Promise.all(
        rows.map(async (row) => {
          const licence = licences.get(row.offer.id);
          const downloads = licence?.downloadInfoSentAt
            ? presentDownloads(await fileLinksOf(licence, IN_APP_DOWNLOAD_TTL_SECONDS))
            : null;
          return presentClientOffer(
            row,
            paymentOf.get(row.offer.id),
            licence ? presentClientLicence(licence, downloads) : null,
          );
        }),
      );
    },

    /** The offers on an audio (admins), each with its open checkout and its licence. */
    async listAdminOffers(admin: UserRow, audioId: string): Promise<AudioOffersWithLicences> {
      const { audio, offers: offersOnAudio } = await offers.listOffers(admin, audioId);
      const ids = offersOnAudio.map((offer) => offer.id);
      const [licences, paymentOf] = await Promise.all([
        repository.byOffer(db, ids),
        payments.latestPaymentsOfOffers(ids),
      ]);
      return {
        audio,
        offers: offersOnAudio.map((offer) => {
          const licence = licences.get(offer.id);
          return {
            ...offer,
            checkoutUrl: checkoutUrlOf(paymentOf.get(offer.id)),
            licence: licence ? presentAdminLicence(licence) : null,
          };
        }),
      };
    },

    /**
     * Mails the licence's client signed links to the music's files (valid for a week) and
     * records when; the client's offers then show fresh links too. Sending again sends again.
     */
    async sendDownloadInfo(licenceId: string): Promise<Licence> {
      const licence = await repository.findById(db, licenceId);
      if (!licence) throw licenceNotFound();
      const links = await fileLinksOf(licence, DOWNLOAD_LINK_TTL_SECONDS);
      if (Object.keys(links).length === 0) {
        throw new AppError('INVALID_STATE', 'The music of this licence has no files to send.');
      }
      const client = await users.findById(licence.clientId);
      if (!client || client.deletedAt) {
        throw new AppError('INVALID_STATE', 'The client of this licence removed their account.');
      }
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_TTL_SECONDS * 1000);
      const sent = await db.transaction(async (tx) => {
        if (!(await repository.findByIdForUpdate(tx, licenceId))) throw licenceNotFound();
        const marked = await repository.markDownloadInfoSent(tx, licenceId, now);
        await mail.queue(tx, downloadInfoMail(client, marked, links, expiresAt));
        return marked;
      });
      return presentLicence(sent);
    },

    /**
     * The licence of an audio as a PDF, for its parties and admins: a client gets their own;
     * composers and admins the one of `clientId` when given, else the latest. Anyone else, and
     * an audio without such a licence, is 404.
     */
    async licencePdf(
      viewer: UserRow,
      audioId: string,
      clientId?: string,
    ): Promise<{ fileName: string; bytes: Buffer }> {
      const licence = await repository.findLatestOfAudio(
        db,
        audioId,
        viewer.role === 'Client' ? viewer.id : clientId,
      );
      if (!licence || !mayReadLicence(viewer, licence)) throw licenceNotFound();
      return {
        fileName: `licence-${licence.number}.pdf`,
        bytes: await renderLicencePdf(licenceDocumentOf(licence)),
      };
    },
  };
}
export type LicencesService = ReturnType<typeof createLicencesService>;
