import nodemailer from 'nodemailer';
import type { MailMessage } from './mail.types';

export type MailTransport = {
  send: (message: MailMessage & { from: string }) => Promise<void>;
  close: () => void;
};

/** SMTP through nodemailer; short timeouts so a hanging server only delays a retry. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    logger: false,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * What of a failed send may be logged: nodemailer's error code (`EENVELOPE`, `ECONNECTION`…) and
 * the server's reply code (550…). The reply's text and the error's message may quote addresses.
 */
export function smtpCodesOf(error: unknown): { code?: string; responseCode?: number } {
  if (!error || typeof error !== 'object') return {};
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}
