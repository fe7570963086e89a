import { PRODUCT_NAME } from '@cuebrief/shared';
import type { MailMessage } from '../mail/mail.types';
import type { NoticeRequest, ReviewDigestRecipient } from './review-digests.repository';

const signature = `\n\nThe ${PRODUCT_NAME} team`;

/** One line of a digest: what a notice says, and for a client the request it is about. */
export type DigestLine = { summary: string; request: NoticeRequest | undefined };

/** What one person's review digest tells them. */
export type ReviewDigest = {
  recipient: ReviewDigestRecipient;
  /** The newest lines, newest first; the mail lists only these. */
  lines: DigestLine[];
  /** How many notices the digest covers in all. */
  total: number;
};

/** The client's page of one request's takes (apps/web/src/config/paths.ts). */
const submissionsPageUrl = (publicUrl: string, requestId: string) =>
  `${publicUrl}/requests/${requestId}/submissions`;

const bullet = (line: DigestLine) => `- ${line.summary}`;

/**
 * A client's lines under the request they are about, each request with its link, requests in
 * the order of their newest line. A line about no take left (none reach here: a deleted version
 * takes its notices with it) is listed without a heading.
 */
function linesByRequest(lines: DigestLine[], publicUrl: string): string {
  const groups = new Map<string, { request?: NoticeRequest; lines: DigestLine[] }>();
  for (const line of lines) {
    const key = line.request?.id ?? '';
    const group = groups.get(key) ?? { request: line.request, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ request, lines: grouped }) =>
      [
        ...(request ? [`"${request.title}": ${submissionsPageUrl(publicUrl, request.id)}`] : []),
        ...grouped.map(bullet),
      ].join('\n'),
    )
    .join('\n\n');
}

const optOut = (publicUrl: string) =>
  `We send this digest at most once an hour. To stop it, turn off review mails in your ` +
  `settings: ${publicUrl}/settings`;

/**
 * The review digest (docs/contracts.md#review-digests): a composer's comments, replies,
 * decisions and offers on their takes, with a link to My Submissions; a client's new versions,
 * under each request with a link to its submissions page. Newest first; past the listed lines,
 * how many more there are.
 */
export function reviewDigestMail(digest: ReviewDigest, publicUrl: string): MailMessage {
  const { recipient, lines, total } = digest;
  const more = total - lines.length;
  const hello = `Hello ${recipient.firstName},\n\n`;
  if (recipient.role === 'Client') {
    return {
      to: recipient.email,
      subject:
        total === 1
          ? `A new version for your request on ${PRODUCT_NAME}`
          : `${total} new versions for your requests on ${PRODUCT_NAME}`,
      text:
        hello +
        `${total === 1 ? 'A composer has sent a new version of a take' : 'Composers have sent new versions of their takes'}, ` +
        `newest first:\n\n${linesByRequest(lines, publicUrl)}` +
        (more > 0 ? `\n\n…and ${more} more: ${publicUrl}/active-requests` : '') +
        `\n\n${optOut(publicUrl)}` +
        signature,
    };
  }
  return {
    to: recipient.email,
    subject:
      total === 1
        ? `News on your takes on ${PRODUCT_NAME}`
        : `${total} updates on your takes on ${PRODUCT_NAME}`,
    text:
      hello +
      `Here is what happened to your takes since our last email, newest first:\n\n` +
      lines.map(bullet).join('\n') +
      (more > 0 ? `\n…and ${more} more.` : '') +
      `\n\nSee each take's comments, decisions and history in My Submissions: ` +
      `${publicUrl}/my-submissions\n\n${optOut(publicUrl)}` +
      signature,
  };
}
