import type {
  AdminLicence,
  AudioFileKind,
  ClientLicence,
  ClientOffer,
  Licence,
  LicenceDownloads,
  MediaLink,
} from '@cuebrief/shared';
import type { LicenceRow, PaymentRow } from '../../db/schema';
import { toMilliseconds } from '../../lib/to-milliseconds';
import { audioTypeOf } from '../audio/audio.types';
import type { OfferOfClient } from '../offers/offers.types';
import type { LicenceDocument } from './licence-pdf';

/**
 * What a licence prints for a party who removed their account (docs/contracts.md#account-removal).
 */
export const REMOVED_ACCOUNT_NAME = 'Removed account';

/** Where to pay an offer: only while its checkout waits for payment. */
export const checkoutUrlOf = (payment: PaymentRow | undefined): string | null =>
  payment?.state === 'pending' ? payment.checkoutUrl : null;

export function presentLicence(row: LicenceRow): Licence {
  return {
    id: row.id,
    number: row.number,
    audioId: row.audioId,
    audioTitle: row.audioTitle,
    clientId: row.clientId,
    priceCents: row.priceCents,
    issuedAt: row.issuedAt.toISOString(),
    downloadInfoSentAt: row.downloadInfoSentAt?.toISOString() ?? null,
  };
}

export function presentAdminLicence(row: LicenceRow): AdminLicence {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    downloadInfoSentAt: row.downloadInfoSentAt?.toISOString() ?? null,
  };
}

export function presentDownloads(
  links: Partial<Record<AudioFileKind, MediaLink>>,
): LicenceDownloads {
  return {
    mp3Url: links.mp3?.url ?? null,
    wavUrl: links.wav?.url ?? null,
    stemsUrl: links.stems?.url ?? null,
  };
}

/** The client's licence: download links only once the admins sent them. */
export function presentClientLicence(
  row: LicenceRow,
  downloads: LicenceDownloads | null,
): ClientLicence {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    downloads: row.downloadInfoSentAt ? downloads : null,
  };
}

export function presentClientOffer(
  { offer, audio, request }: OfferOfClient,
  payment: PaymentRow | undefined,
  licence: ClientLicence | null,
): ClientOffer {
  return {
    id: offer.id,
    audio: {
      id: audio.id,
      title: audio.title,
      audioType: audioTypeOf(audio),
      durationSeconds: toMilliseconds(audio.durationSeconds),
    },
    request,
    priceCents: offer.priceCents,
    state: offer.state,
    createdAt: offer.createdAt.toISOString(),
    checkoutUrl: checkoutUrlOf(payment),
    licence,
  };
}

/** What the PDF prints, from the licence's own snapshot only. */
export function licenceDocumentOf(row: LicenceRow): LicenceDocument {
  return {
    number: row.number,
    issuedAt: row.issuedAt,
    licensor:
      row.composerId === null
        ? { kind: 'cuebrief' }
        : {
            kind: 'composer',
            name: row.composerName ?? REMOVED_ACCOUNT_NAME,
            pro: row.pro,
            ipi: row.ipiNumber,
          },
    licensee: { agencyName: row.agencyName, clientName: row.clientName },
    audio: { title: row.audioTitle, durationSeconds: row.durationSeconds },
    request: row.requestTitle === null ? null : { title: row.requestTitle },
    media: row.media,
    priceCents: row.priceCents,
  };
}
