import { PASSWORD_RESET_TTL_SECONDS, PRODUCT_NAME } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';
import type { MailMessage } from '../mail/mail.types';

/** The web app's page that takes a reset link's token (apps/web's paths.resetPassword). */
export const RESET_PASSWORD_PAGE = '/reset-password';

/** The address a reset mail links to: the web app's page, with the token in its query. */
export const resetLinkOf = (publicUrl: string, token: string) =>
  `${publicUrl}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;

export function passwordResetMail(user: UserRow, link: string): MailMessage {
  const minutes = PASSWORD_RESET_TTL_SECONDS / 60;
  return {
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text:
      `Hello ${user.firstName},\n\nSomeone, we hope you, asked to reset the password of your ` +
      `${PRODUCT_NAME} account. To choose a new one, open this link within ${minutes} minutes:\n\n` +
      `${link}\n\nThe link works once, and setting a new password signs you out everywhere. ` +
      `If you did not ask for this, ignore this mail: your password stays as it is.` +
      `\n\nThe ${PRODUCT_NAME} team`,
  };
}
