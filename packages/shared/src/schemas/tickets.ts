import { z } from 'zod';
import { NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../constants/limits';
import { emailSchema, pageQuerySchema, requiredText } from './common';

/** Who a question is for: the Q&A page for agencies or the one for composers. */
export const QUESTION_AUDIENCES = ['agency', 'composer'] as const;
export type QuestionAudience = (typeof QUESTION_AUDIENCES)[number];

/** POST /users/v1/auth/contact-us (the contact payload, docs/contracts.md#payloads). */
export const contactBodySchema = z.strictObject({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailSchema,
  subject: requiredText(NAME_MAX_LENGTH * 2),
  message: requiredText(MESSAGE_MAX_LENGTH),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/** A contact message as admins read it. */
export const contactMessageSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /tickets/v1/question (docs/contracts.md#payloads). */
export const askQuestionBodySchema = z.strictObject({
  name: requiredText(),
  email: emailSchema,
  question: requiredText(MESSAGE_MAX_LENGTH),
  audience: z.enum(QUESTION_AUDIENCES, { error: 'Choose agency or composer' }),
});
export type AskQuestionBody = z.infer<typeof askQuestionBodySchema>;

/** GET /tickets/v1/question?audience=&page=: answered questions of one audience, newest answer first. */
export const questionListQuerySchema = pageQuerySchema.extend({
  audience: z.enum(QUESTION_AUDIENCES, { error: 'Choose agency or composer' }),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

/** An answered question as the Q&A pages show it: no name or email of the asker. */
export const publicQuestionSchema = z.object({
  id: z.uuid(),
  audience: z.enum(QUESTION_AUDIENCES),
  question: z.string(),
  answer: z.string(),
  answeredAt: z.string(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

export const QUESTION_STATES = ['unanswered', 'answered'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

/** GET /tickets/v1/question/admin?state=&audience=&page= (admin): unanswered first, then newest. */
export const adminQuestionListQuerySchema = pageQuerySchema.extend({
  state: z.enum(QUESTION_STATES).optional(),
  audience: z.enum(QUESTION_AUDIENCES).optional(),
});
export type AdminQuestionListQuery = z.infer<typeof adminQuestionListQuerySchema>;

/** A question as admins see it, with who asked and, once answered, the answer. */
export const adminQuestionSchema = z.object({
  id: z.uuid(),
  audience: z.enum(QUESTION_AUDIENCES),
  name: z.string(),
  email: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

/** PUT /tickets/v1/question/{id}/answer (admin): answers or edits the answer; the asker is mailed once. */
export const answerQuestionBodySchema = z.strictObject({
  answer: requiredText(MESSAGE_MAX_LENGTH),
});
export type AnswerQuestionBody = z.infer<typeof answerQuestionBodySchema>;
