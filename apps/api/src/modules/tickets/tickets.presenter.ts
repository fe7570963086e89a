import type { AdminQuestion, ContactMessage, PublicQuestion } from '@cuebrief/shared';
import type { ContactMessageRow, QuestionRow } from '../../db/schema';

/** A contact message as admins read it; who was signed in when it was sent stays inside. */
export function presentContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An answered question on the public Q&A pages: never the asker's name or email. */
export function presentPublicQuestion(row: QuestionRow): PublicQuestion {
  if (row.answer === null || row.answeredAt === null) {
    throw new Error(`question ${row.id} is not answered and cannot be shown publicly`);
  }
  return {
    id: row.id,
    audience: row.audience,
    question: row.question,
    answer: row.answer,
    answeredAt: row.answeredAt.toISOString(),
  };
}

export function presentAdminQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    audience: row.audience,
    name: row.name,
    email: row.email,
    question: row.question,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}
