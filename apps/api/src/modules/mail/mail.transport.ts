import nodemailer from 'nodemailer';
import type { MailMessage } from './mail.repository';

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
