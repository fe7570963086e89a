import { PRODUCT_NAME } from '@cuebrief/shared';
import type { MailMessage } from '../mail/mail.types';
import type { UserRow } from '../../db/schema';

const signature = `\n\nThe ${PRODUCT_NAME} team`;

export function signUpReceivedMail(user: UserRow): MailMessage {
  return {
    to: user.email,
    subject: `We received your ${PRODUCT_NAME} sign-up`,
    text:
      `Hello ${user.firstName},\n\nThank you for signing up to ${PRODUCT_NAME} as a ${user.role.toLowerCase()}. ` +
      `An administrator reviews every new account; we will write again as soon as yours is decided.` +
      signature,
  };
}

export function accountAcceptedMail(user: UserRow, publicUrl: string): MailMessage {
  return {
    to: user.email,
    subject: `Your ${PRODUCT_NAME} account is approved`,
    text:
      `Hello ${user.firstName},\n\nGood news: your ${PRODUCT_NAME} account has been approved. ` +
      `You can log in now at ${publicUrl}/login.` +
      signature,
  };
}

export function accountRejectedMail(user: UserRow): MailMessage {
  return {
    to: user.email,
    subject: `Your ${PRODUCT_NAME} sign-up`,
    text:
      `Hello ${user.firstName},\n\nThank you for your interest in ${PRODUCT_NAME}. ` +
      `We are not able to approve your account at this time. If you think this is a mistake, ` +
      `please reply to this message.` +
      signature,
  };
}

export function passwordChangedMail(user: UserRow): MailMessage {
  return {
    to: user.email,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    text:
      `Hello ${user.firstName},\n\nThe password of your ${PRODUCT_NAME} account was just changed, ` +
      `and every other session was logged out. If this was not you, contact us at once.` +
      signature,
  };
}
