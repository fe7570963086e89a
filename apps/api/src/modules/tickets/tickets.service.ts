import type {
  AdminQuestion,
  AdminQuestionListQuery,
  AnswerQuestionBody,
  AskQuestionBody,
  ContactBody,
  ContactMessage,
  PageQuery,
  Paged,
  PublicQuestion,
  QuestionListQuery,
} from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type {
  ContactMessageRow,
  NewContactMessageRow,
  NewQuestionRow,
  UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageOf, pageWindow } from '../../lib/paging';
import type { MailMessage } from '../mail/mail.types';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import { contactReceivedMail, questionAnsweredMail, questionAskedMail } from './tickets.mail';
import {
  presentAdminQuestion,
  presentContactMessage,
  presentPublicQuestion,
} from './tickets.presenter';
import { ticketsRepository as repository } from './tickets.repository';
import type { PublicUrl } from '../../lib/public-url';

/** The same message from the same address within this long is a double submit. */
export const DUPLICATE_CONTACT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Contact messages and the questions of the Q&A pages (docs/contracts.md#contact-and-questions).
 */
export function createTicketsService(deps: {
  db: Db;
  clock: Clock;
  mail: MailService;
  users: UsersService;
  publicUrl: PublicUrl;
}) {
  const { db, clock, mail, users, publicUrl } = deps;

  /** One copy for each admin, written in the caller's transaction. */
  async function mailAdmins(
    tx: DbOrTx,
    admins: string[],
    compose: (admin: string) => MailMessage,
  ): Promise<void> {
    for (const admin of admins) await mail.queue(tx, compose(admin));
  }

  return {
    /** Account removal (wired in services.ts): their messages and questions stay, anonymised. */
    removeAccountData: (tx: DbOrTx, removed: UserRow) =>
      repository.anonymiseAuthor(tx, { userId: removed.id, email: removed.email }),

    /**
     * Stores a contact message and mails it to the admins, both or neither. The same message
     * from the same address within a day is refused, so a double submit mails no one twice.
     */
    async sendContactMessage(body: ContactBody, sender: UserRow | null): Promise<ContactMessage> {
      const email = body.email.toLowerCase();
      const admins = await users.listAdminEmails();
      const row = await db.transaction(async (tx) => {
        await repository.lockContactSender(tx, email);
        const now = clock.now();
        const since = new Date(now.getTime() - DUPLICATE_CONTACT_WINDOW_MS);
        if (await repository.findSameContactSince(tx, { ...body, email }, since)) {
          throw new AppError('DUPLICATE_CONTACT');
        }
        const stored = await repository.insertContactMessage(tx, {
          ...body,
          email,
          senderId: sender?.id ?? null,
          createdAt: now,
        });
        await mailAdmins(tx, admins, (admin) => contactReceivedMail(admin, stored));
        return stored;
      });
      return presentContactMessage(row);
    },

    async pageContactMessages(query: PageQuery): Promise<Paged<ContactMessage>> {
      const { rows, total } = await repository.pageContactMessages(db, {
        ...pageWindow(query),
        search: query.search,
      });
      return pageOf(query, rows.map(presentContactMessage), total);
    },

    /** Stores a question and mails it to the admins, both or neither. */
    async askQuestion(body: AskQuestionBody): Promise<{ id: string }> {
      const admins = await users.listAdminEmails();
      const row = await db.transaction(async (tx) => {
        const stored = await repository.insertQuestion(tx, {
          ...body,
          email: body.email.toLowerCase(),
          createdAt: clock.now(),
        });
        await mailAdmins(tx, admins, (admin) => questionAskedMail(admin, stored));
        return stored;
      });
      return { id: row.id };
    },

    async pageAnsweredQuestions(query: QuestionListQuery): Promise<Paged<PublicQuestion>> {
      const { rows, total } = await repository.pageAnsweredQuestions(db, {
        ...pageWindow(query),
        search: query.search,
        audience: query.audience,
      });
      return pageOf(query, rows.map(presentPublicQuestion), total);
    },

    async pageQuestions(query: AdminQuestionListQuery): Promise<Paged<AdminQuestion>> {
      const { rows, total } = await repository.pageQuestions(db, {
        ...pageWindow(query),
        search: query.search,
        audience: query.audience,
        state: query.state,
      });
      return pageOf(query, rows.map(presentAdminQuestion), total);
    },

    /**
     * Answers a question or edits its answer. The first answer is mailed to the asker in the
     * same transaction; the row is locked, so two admins answering at once mail only once.
     */
    async answerQuestion(
      admin: UserRow,
      id: string,
      body: AnswerQuestionBody,
    ): Promise<AdminQuestion> {
      const row = await db.transaction(async (tx) => {
        const question = await repository.findQuestionForUpdate(tx, id);
        if (!question) throw new AppError('NOT_FOUND', 'There is no such question.');
        const isFirstAnswer = question.answer === null;
        const updated = await repository.updateQuestion(tx, id, {
          answer: body.answer,
          answeredBy: admin.id,
          ...(isFirstAnswer ? { answeredAt: clock.now() } : {}),
        });
        if (isFirstAnswer) await mail.queue(tx, questionAnsweredMail(updated, publicUrl()));
        return updated;
      });
      return presentAdminQuestion(row);
    },

    async deleteQuestion(id: string): Promise<void> {
      if (!(await repository.deleteQuestion(db, id))) {
        throw new AppError('NOT_FOUND', 'There is no such question.');
      }
    },

    /** Demo data: a question stored as given, answered or not; no one is mailed. */
    importQuestion: (values: Omit<NewQuestionRow, 'id'>) => repository.insertQuestion(db, values),

    /** Demo data: a contact message stored as given; no one is mailed. */
    importContactMessage: (values: Omit<NewContactMessageRow, 'id'>): Promise<ContactMessageRow> =>
      repository.insertContactMessage(db, values),
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
