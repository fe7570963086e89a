import { PRODUCT_NAME } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';
import { formatUsdCents } from '../../lib/format-usd';
import type { MailMessage } from '../mail/mail.types';
import { fullName } from '../../lib/full-name';

export type OfferMade = {
  client: UserRow;
  audioTitle: string;
  /** Where the audio comes from: a take submitted to a request, or an album's track. */
  origin: { kind: 'submission'; requestTitle: string } | { kind: 'catalogue'; albumTitle: string };
  priceCents: number;
};

const originText = (origin: OfferMade['origin']) =>
  origin.kind === 'submission'
    ? `submitted to the request "${origin.requestTitle}"`
    : `from the catalogue album "${origin.albumTitle}"`;
/** Where the admins read the offers on each kind of audio. */
const OFFERS_PAGES = { submission: '/all-submissions', catalogue: '/cuebrief-music' };

/** To each admin: a client offered a price for an audio; the admin answers with a checkout. */
export function offerMadeMail(admin: string, offer: OfferMade, publicUrl: string): MailMessage {
  const { client } = offer;
  const agency = client.clientAgencyName?.trim();
  const price = formatUsdCents(offer.priceCents);
  return {
    to: admin,
    subject: `Offer of ${price} for "${offer.audioTitle}"`,
    text:
      `${fullName(client)}${agency ? ` of ${agency}` : ''} <${client.email}> offers ${price} ` +
      `to license "${offer.audioTitle}", ${originText(offer.origin)}.\n\n` +
      `Review the offer and send the client a checkout in ${PRODUCT_NAME}: ` +
      `${publicUrl}${OFFERS_PAGES[offer.origin.kind]}`,
  };
}

/**
 * The line a composer's review digest prints for an offer on their take: who offered, on which
 * version. Never the price, which stays between the client and the admins.
 */
export const offerNotice = (clientName: string, take: { title: string; version: number | null }) =>
  `${clientName} made an offer on "${take.title}" v${take.version ?? 1}`;
