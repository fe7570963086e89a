import {
  and,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { QuestionAudience, QuestionState } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { pageRows } from '../../db/page-rows';
import type { PageWindow } from '../../lib/paging';
import {
  contactMessages,
  questions,
  type ContactMessageRow,
  type NewContactMessageRow,
  type NewQuestionRow,
  type QuestionRow,
} from '../../db/schema';

type Page = PageWindow & { search?: string };

const isAnswered = isNotNull(questions.answer);

/** Any of the texts contains the search, whatever the capitals; no condition without a search. */
function anyMatches(search: string | undefined, texts: (Column | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...texts.map((text) => ilike(text, pattern)));
}

/** Every function takes the connection or transaction to run on. */
export const ticketsRepository = {
  /**
   * Account removal (docs/contracts.md#account-removal): what the person wrote stays for the team's
   * record, but no longer says who wrote it. Matched by the account that sent it and by the address
   * it came from.
   */
  async anonymiseAuthor(db: DbOrTx, author: { userId: string; email: string }): Promise<void> {
    const email = author.email.toLowerCase();
    await db
      .update(contactMessages)
      .set({ firstName: 'Removed', lastName: 'account', email: '', senderId: null })
      .where(or(eq(contactMessages.senderId, author.userId), eq(contactMessages.email, email)));
    await db
      .update(questions)
      .set({ name: 'Removed account', email: '' })
      .where(eq(questions.email, email));
  },

  /**
   * Holds, until the transaction ends, a lock for one sender address, so a form sent twice at
   * the same moment is checked for duplicates one submission after the other.
   */
  async lockContactSender(db: DbOrTx, email: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact:${email}`}, 0))`);
  },

  async findSameContactSince(
    db: DbOrTx,
    message: Pick<ContactMessageRow, 'email' | 'subject' | 'message'>,
    since: Date,
  ): Promise<ContactMessageRow | undefined> {
    const [row] = await db
      .select()
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.email, message.email),
          gt(contactMessages.createdAt, since),
          eq(contactMessages.subject, message.subject),
          eq(contactMessages.message, message.message),
        ),
      )
      .limit(1);
    return row;
  },

  async insertContactMessage(db: DbOrTx, values: NewContactMessageRow): Promise<ContactMessageRow> {
    const [row] = await db.insert(contactMessages).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async pageContactMessages(
    db: DbOrTx,
    filter: Page,
  ): Promise<{ rows: ContactMessageRow[]; total: number }> {
    const where = anyMatches(filter.search, [
      sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`,
      contactMessages.email,
      contactMessages.subject,
    ]);
    const orderBy = [desc(contactMessages.createdAt), desc(contactMessages.id)];
    return pageRows(db, contactMessages, { where, orderBy }, filter);
  },

  async insertQuestion(db: DbOrTx, values: NewQuestionRow): Promise<QuestionRow> {
    const [row] = await db.insert(questions).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async findQuestionForUpdate(db: DbOrTx, id: string): Promise<QuestionRow | undefined> {
    const [row] = await db.select().from(questions).where(eq(questions.id, id)).for('update');
    return row;
  },

  async updateQuestion(
    db: DbOrTx,
    id: string,
    values: Partial<NewQuestionRow>,
  ): Promise<QuestionRow> {
    const [row] = await db.update(questions).set(values).where(eq(questions.id, id)).returning();
    if (!row) throw new Error('update found no row');
    return row;
  },

  /** Whether there was such a question to delete. */
  async deleteQuestion(db: DbOrTx, id: string): Promise<boolean> {
    const deleted = await db
      .delete(questions)
      .where(eq(questions.id, id))
      .returning({ id: questions.id });
    return deleted.length > 0;
  },

  /** The Q&A page of one audience: answered questions, newest answer first. */
  async pageAnsweredQuestions(
    db: DbOrTx,
    filter: Page & { audience: QuestionAudience },
  ): Promise<{ rows: QuestionRow[]; total: number }> {
    const where = and(
      eq(questions.audience, filter.audience),
      isAnswered,
      anyMatches(filter.search, [questions.question, questions.answer]),
    );
    const orderBy = [desc(questions.answeredAt), desc(questions.id)];
    return pageRows(db, questions, { where, orderBy }, filter);
  },

  /** Every question, the ones waiting for an answer first, then newest first. */
  async pageQuestions(
    db: DbOrTx,
    filter: Page & { audience?: QuestionAudience; state?: QuestionState },
  ): Promise<{ rows: QuestionRow[]; total: number }> {
    const where = and(
      filter.audience ? eq(questions.audience, filter.audience) : undefined,
      filter.state === 'answered'
        ? isAnswered
        : filter.state === 'unanswered'
          ? isNull(questions.answer)
          : undefined,
      anyMatches(filter.search, [
        questions.question,
        questions.answer,
        questions.name,
        questions.email,
      ]),
    );
    const orderBy = [desc(isNull(questions.answer)), desc(questions.createdAt), desc(questions.id)];
    return pageRows(db, questions, { where, orderBy }, filter);
  },
};
