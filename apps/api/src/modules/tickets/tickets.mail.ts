import { PRODUCT_NAME, type QuestionAudience } from '@cuebrief/shared';
import type { ContactMessageRow, QuestionRow } from '../../db/schema';
import type { MailMessage } from '../mail/mail.types';

const signature = `\n\nThe ${PRODUCT_NAME} team`;

const pageOf: Record<QuestionAudience, string> = {
  agency: 'the Q&A page for agencies',
  composer: 'the Q&A page for composers',
};

/** What people type ends up in a subject line: one line, whatever they sent. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function contactReceivedMail(admin: string, message: ContactMessageRow): MailMessage {
  return {
    to: admin,
    subject: `Contact message: ${oneLine(message.subject)}`,
    text:
      `${message.firstName} ${message.lastName} <${message.email}> wrote through the ` +
      `${PRODUCT_NAME} contact form:\n\n${message.subject}\n\n${message.message}\n\n` +
      `To answer, write to ${message.email}. Every contact message is also listed in ${PRODUCT_NAME}.`,
  };
}

export function questionAskedMail(admin: string, question: QuestionRow): MailMessage {
  return {
    to: admin,
    subject: `New question for ${pageOf[question.audience]}`,
    text:
      `${question.name} <${question.email}> asked a question for ${pageOf[question.audience]}:\n\n` +
      `${question.question}\n\n` +
      `Answer it in ${PRODUCT_NAME}: the answer is mailed to them and shown on ${pageOf[question.audience]}.`,
  };
}

export function questionAnsweredMail(question: QuestionRow, publicUrl: string): MailMessage {
  return {
    to: question.email,
    subject: `Your question to ${PRODUCT_NAME} has an answer`,
    text:
      `Hello ${question.name},\n\nThank you for your question. You asked:\n\n${question.question}\n\n` +
      `Our answer:\n\n${question.answer ?? ''}\n\n` +
      `It is also on ${pageOf[question.audience]}: ${publicUrl}/question-answer/${question.audience}` +
      signature,
  };
}
