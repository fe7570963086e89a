/** One mail as the modules write it; the mail service adds the sender and keeps it in the outbox. */
export type MailMessage = { to: string; subject: string; text: string };
