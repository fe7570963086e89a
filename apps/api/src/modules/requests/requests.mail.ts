import { PRODUCT_NAME } from '@cuebrief/shared';
import { formatUsdCents } from '../../lib/format-usd';
import type { MailMessage } from '../mail/mail.types';
import type { DueDigest } from './request-digests.repository';

const signature = `\n\nThe ${PRODUCT_NAME} team`;

/** The web app's page of one request. */
const requestPageUrl = (publicUrl: string, id: string) => `${publicUrl}/requests/${id}`;

/** The requests created since a composer's last digest, newest first, with a link to each. */
export function newRequestsDigestMail(digest: DueDigest, publicUrl: string): MailMessage {
  const { composer, requests, total } = digest;
  const listed = requests
    .map(
      (request) =>
        `- ${request.title}\n  Budget ${formatUsdCents(request.budgetCents)}, ` +
        `deadline ${request.deadline}\n  ${requestPageUrl(publicUrl, request.id)}`,
    )
    .join('\n\n');
  const more =
    total > requests.length
      ? `\n\n…and ${total - requests.length} more: ${publicUrl}/requests-history`
      : '';
  return {
    to: composer.email,
    subject:
      total === 1 ? `A new request on ${PRODUCT_NAME}` : `${total} new requests on ${PRODUCT_NAME}`,
    text:
      `Hello ${composer.firstName},\n\n` +
      `${total === 1 ? 'A client has posted a new request' : `Clients have posted ${total} new requests`} ` +
      `on ${PRODUCT_NAME}:\n\n${listed}${more}\n\n` +
      `We send this digest at most once an hour. To stop it, turn off new-request mails in your ` +
      `settings: ${publicUrl}/settings` +
      signature,
  };
}
