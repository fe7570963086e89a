import { API_PREFIX, PRODUCT_NAME, type AudioFileKind, type MediaLink } from '@cuebrief/shared';
import type { LicenceRow, UserRow } from '../../db/schema';
import { formatUsdCents } from '../../lib/format-usd';
import type { MailMessage } from '../mail/mail.types';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Where a client finds their offers, checkouts, licences and downloads in the app. */
const settingsPage = (publicUrl: string) => `${publicUrl}/settings`;

/** The licence PDF's address (it asks for the reader's sign-in, as every API call does). */
export const licencePdfAddress = (publicUrl: string, audioId: string) =>
  `${publicUrl}${API_PREFIX.request}/pdf/${audioId}`;

export type AnsweredOffer = { audioTitle: string; priceCents: number };

/** Both answers to an offer: the same greeting and first sentence, then what follows from it. */
function offerAnsweredMail(
  client: UserRow,
  offer: AnsweredOffer,
  answer: 'accepted' | 'declined',
  whatFollows: string,
): MailMessage {
  return {
    to: client.email,
    subject: `Your offer for "${offer.audioTitle}" was ${answer}`,
    text:
      `Hello ${client.firstName},\n\n` +
      `Your offer of ${formatUsdCents(offer.priceCents)} to license "${offer.audioTitle}" was ${answer}. ` +
      whatFollows,
  };
}

/** To the client: their offer was accepted, here is where to pay it. */
export function offerAcceptedMail(
  client: UserRow,
  offer: AnsweredOffer,
  checkoutUrl: string,
): MailMessage {
  return offerAnsweredMail(
    client,
    offer,
    'accepted',
    `Pay it here to receive your licence:\n\n${checkoutUrl}\n\n` +
      `Once it is paid, your licence and the music's files follow by mail and in ${PRODUCT_NAME}.`,
  );
}

/** To the client: their offer was declined. */
export function offerDeclinedMail(
  client: UserRow,
  offer: AnsweredOffer,
  publicUrl: string,
): MailMessage {
  return offerAnsweredMail(
    client,
    offer,
    'declined',
    `Nothing was charged. You are welcome to make another offer: ${settingsPage(publicUrl)}`,
  );
}

/** To the composer: their music was licensed. */
export function musicLicensedMail(
  composer: UserRow,
  licence: LicenceRow,
  publicUrl: string,
): MailMessage {
  const licensee = licence.agencyName ?? licence.clientName;
  return {
    to: composer.email,
    subject: `Your music "${licence.audioTitle}" was licensed`,
    text:
      `Hello ${composer.firstName},\n\n` +
      `Your music "${licence.audioTitle}" was licensed to ${licensee} ` +
      `(licence ${licence.number}), answering "${licence.requestTitle ?? 'a request'}".\n\n` +
      `The licence is in My Submissions: ${publicUrl}/my-submissions`,
  };
}

/** To the client: the receipt of a paid licence, with where its PDF is. */
export function licenceReceiptMail(
  client: UserRow,
  licence: LicenceRow,
  publicUrl: string,
): MailMessage {
  return {
    to: client.email,
    subject: `Receipt: licence ${licence.number} for "${licence.audioTitle}"`,
    text:
      `Hello ${client.firstName},\n\n` +
      `Thank you for your payment of ${formatUsdCents(licence.priceCents)} (USD) for licence ` +
      `${licence.number} to "${licence.audioTitle}", issued ${dateTime.format(licence.issuedAt)} UTC.\n\n` +
      `The licence PDF: ${licencePdfAddress(publicUrl, licence.audioId ?? '')} ` +
      `(also under Licences in your settings: ${settingsPage(publicUrl)}).\n\n` +
      `The links to the music's files follow in a separate mail.`,
  };
}

const FILE_LABELS: Record<AudioFileKind, string> = { wav: 'WAV', mp3: 'MP3', stems: 'Stems (zip)' };

/** To the client: signed links to the licensed music's files. */
export function downloadInfoMail(
  client: UserRow,
  licence: LicenceRow,
  links: Partial<Record<AudioFileKind, MediaLink>>,
  expiresAt: Date,
): MailMessage {
  const lines = (['wav', 'mp3', 'stems'] as const).flatMap((kind) => {
    const link = links[kind];
    return link ? [`${FILE_LABELS[kind]}: ${link.url}`] : [];
  });
  return {
    to: client.email,
    subject: `Your files for "${licence.audioTitle}" (licence ${licence.number})`,
    text:
      `Hello ${client.firstName},\n\n` +
      `Here are the files of "${licence.audioTitle}", licensed to you under ${licence.number}:\n\n` +
      `${lines.join('\n')}\n\n` +
      `The links work until ${dateTime.format(expiresAt)} UTC; after that, fresh ones are under ` +
      `Licences in your ${PRODUCT_NAME} settings.`,
  };
}
