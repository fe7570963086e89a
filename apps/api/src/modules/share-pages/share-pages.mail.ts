import { PRODUCT_NAME } from '@cuebrief/shared';
import type { MailMessage } from '../mail/mail.types';

/** The shortlist's page in the web app (apps/web/src/config/paths.ts). */
const shortlistPageUrl = (publicUrl: string, shortlistId: string) =>
  `${publicUrl}/shortlists/${shortlistId}`;

/** To the shortlist's client, once per link: its recipient opened it for the first time. */
export function firstOpenMail(
  opened: {
    client: { email: string; firstName: string };
    shortlist: { id: string; title: string };
    label: string;
  },
  publicUrl: string,
): MailMessage {
  const { client, shortlist, label } = opened;
  return {
    to: client.email,
    subject: `${label} opened ${shortlist.title}`,
    text:
      `Hello ${client.firstName},\n\n` +
      `${label} opened ${shortlist.title}. What they play, download and think of each item ` +
      `shows on the shortlist in ${PRODUCT_NAME}: ${shortlistPageUrl(publicUrl, shortlist.id)}`,
  };
}
