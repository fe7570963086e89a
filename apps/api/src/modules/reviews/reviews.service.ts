import type {
  CreateCommentBody,
  EditCommentBody,
  TakeComment,
  TakeComments,
  TakeDecision,
  TakeTimeline,
  TimelineEvent,
  takeDecisionBodySchema,
} from '@cuebrief/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { NewReviewNoticeRow, UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AudiosService } from '../audio/audios.service';
import type { TakeInContext } from '../audio/audio.types';
import type { NotificationsService } from '../notifications/notifications.service';
import { commentNotice, decisionNotice } from './review-notice-texts';
import { nameOf, personOf } from './review-names';
import { reviewNoticesRepository } from './review-notices.repository';
import {
  AUTHOR_ROLES,
  editableUntilOf,
  inThreadOrder,
  presentComment,
  presentDecision,
} from './reviews.presenter';
import { reviewsRepository as repository } from './reviews.repository';
import { takeHistoryRepository, type CommentWithAuthor } from './take-history.repository';
import { loadHistories, timelineOf, type TakeRef } from './take-timeline';

/** What a take's entry in a submission list shows of its review (docs/contracts.md#reviews). */
export type TakeReviewSummary = {
  decision: TakeDecision | null;
  commentCount: number;
  lastEvent: TimelineEvent | null;
};

const takeNotFound = () => new AppError('NOT_FOUND', 'There is no such take.');
const commentNotFound = () => new AppError('NOT_FOUND', 'There is no such comment.');
const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** A version of a take with what names it: the take and the version's number. */
const takeIdOf = (take: TakeInContext) => take.audio.takeId ?? take.audio.id;
const versionOf = (take: TakeInContext) => take.audio.version ?? 1;

/**
 * The review loop on takes (docs/contracts.md#reviews): comments pinned to a time of a version,
 * the client's decisions, the take's timeline, and the notices its digest mails. Who may reach
 * a take is the audio module's answer (its composer, the request's client, admins); this
 * module adds who may write what.
 */
export function createReviewsService(deps: {
  db: Db;
  clock: Clock;
  audios: AudiosService;
  notifications: Pick<NotificationsService, 'record'>;
}) {
  const { db, clock, audios } = deps;

  /**
   * The version `audioId` of a take `viewer` may read (read in `tx` when given); anything else
   * is the same 404.
   */
  async function findTake(viewer: UserRow, audioId: string, tx?: DbOrTx): Promise<TakeInContext> {
    const found = tx
      ? await audios.findReachableInTransaction(tx, viewer, audioId, 'play')
      : await audios.findReachable(viewer, audioId, 'play', 'submission');
    if (found.kind !== 'submission') throw takeNotFound();
    return found;
  }

  /** Inside `tx`: the version stays until the commit, or it is gone already (404). */
  async function holdVersion(tx: DbOrTx, take: TakeInContext): Promise<void> {
    if (!(await repository.holdVersion(tx, take.audio.id))) throw takeNotFound();
  }

  /** Times of a thread must lie inside the version, as its waveform shows it. */
  function checkMoment(take: TakeInContext, body: CreateCommentBody): void {
    const length = take.audio.durationSeconds;
    const past = (['atSeconds', 'endSeconds'] as const).filter((field) => {
      const value = body[field];
      return value !== undefined && value > length;
    });
    if (past.length > 0) {
      throw validationError(
        past.map((field) => ({
          field,
          message: `Choose a time within the version's ${Math.floor(length)} seconds`,
        })),
      );
    }
  }

  /** The thread a reply answers: a first comment of the same take, held until the commit. */
  async function threadToAnswer(
    tx: DbOrTx,
    take: TakeInContext,
    parentId: string,
  ): Promise<CommentWithAuthor> {
    const parent = await repository.findComment(tx, parentId, 'key share');
    if (!parent || parent.takeId !== takeIdOf(take)) {
      throw validationError([
        { field: 'parentId', message: 'There is no such thread on this take' },
      ]);
    }
    if (parent.parentId !== null) {
      throw validationError([
        { field: 'parentId', message: "Reply to the thread's first comment" },
      ]);
    }
    return parent;
  }

  /**
   * A comment its author may change now, locked for the change; someone else who may read the
   * take is refused (403), anyone else does not learn it exists (404).
   */
  async function commentToChange(tx: DbOrTx, viewer: UserRow, id: string) {
    const comment = await repository.findComment(tx, id, 'update');
    if (!comment) throw commentNotFound();
    await findTake(viewer, comment.audioId, tx).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? commentNotFound() : error;
    });
    if (comment.authorId !== viewer.id) {
      throw forbidden('Only the author of a comment can change it.');
    }
    if (clock.now() > editableUntilOf(comment)) {
      throw forbidden('Comments can be changed for 15 minutes after they are written.');
    }
    return comment;
  }

  return {
    /** Records what someone will hear about in their next review digest, in the change's transaction. */
    recordNotices(tx: DbOrTx, notices: Omit<NewReviewNoticeRow, 'id' | 'digestedAt'>[]) {
      return reviewNoticesRepository.record(tx, notices);
    },

    /**
     * A signed-in person as the review loop names them (a client by their agency), for the
     * lines other modules write into notices (an offer's, in the offers module).
     */
    nameOf: (user: UserRow): string => nameOf(personOf(user)),

    /**
     * The review fields of many takes, for the submission lists (whose caller has decided who
     * may read them): the current decision, the number of comments and the last event of each
     * take's timeline. A few queries, whatever the number of takes. Every reader sees the same
     * history (it holds no price), so `_viewer` only says whose list it is.
     */
    async summariesOf(_viewer: UserRow, takes: TakeRef[]): Promise<Map<string, TakeReviewSummary>> {
      const [histories, counts] = await Promise.all([
        loadHistories(db, takes, { comments: 'latest' }),
        takeHistoryRepository.commentCounts(
          db,
          takes.map((take) => take.takeId),
        ),
      ]);
      const summaries = new Map<string, TakeReviewSummary>();
      for (const [takeId, history] of histories) {
        const decision = history.decisions.at(-1);
        summaries.set(takeId, {
          decision: decision ? presentDecision(decision) : null,
          commentCount: counts.get(takeId) ?? 0,
          lastEvent: timelineOf(history).at(-1) ?? null,
        });
      }
      return summaries;
    },

    /** The comments on the version `audioId` and on the take's earlier versions, by thread. */
    async listComments(viewer: UserRow, audioId: string): Promise<TakeComments> {
      const take = await findTake(viewer, audioId);
      const rows = await repository.commentsUpTo(db, takeIdOf(take), versionOf(take));
      const now = clock.now();
      return {
        comments: inThreadOrder(rows).map((row) =>
          presentComment(row, viewer, versionOf(take), now),
        ),
      };
    },

    /**
     * A thread at a moment of the version (the request's client or an admin), or a reply to one
     * of the take's threads (its composer too), stored on its thread's version at its time.
     * When someone other than the composer writes, the composer hears of it in their digest.
     */
    async createComment(
      viewer: UserRow,
      audioId: string,
      body: CreateCommentBody,
    ): Promise<TakeComment> {
      const take = await findTake(viewer, audioId);
      if (body.parentId === undefined && viewer.role === 'Composer') {
        throw forbidden("Reply to the client's comments; only the client starts a thread.");
      }
      checkMoment(take, body);
      return db.transaction(async (tx) => {
        await holdVersion(tx, take);
        const parent = body.parentId ? await threadToAnswer(tx, take, body.parentId) : undefined;
        const now = clock.now();
        const id = await repository.insertComment(tx, {
          audioId: parent?.audioId ?? take.audio.id,
          takeId: takeIdOf(take),
          parentId: parent?.id ?? null,
          authorId: viewer.id,
          authorRole: AUTHOR_ROLES[viewer.role],
          atSeconds: parent?.atSeconds ?? body.atSeconds ?? 0,
          endSeconds: parent ? parent.endSeconds : (body.endSeconds ?? null),
          body: body.body,
          createdAt: now,
        });
        const comment = await repository.findComment(tx, id);
        if (!comment) throw new Error('a comment just written is missing');
        if (viewer.id !== take.composerId) {
          const summary = commentNotice(
            nameOf(personOf(viewer)),
            { title: take.audio.title, version: comment.version },
            { ...comment, isReply: parent !== undefined },
          );
          await reviewNoticesRepository.record(tx, [
            {
              recipientId: take.composerId,
              audioId: comment.audioId,
              kind: parent ? 'reply' : 'comment',
              summary,
              createdAt: now,
            },
          ]);
          await deps.notifications.record(tx, [
            {
              recipientId: take.composerId,
              kind: 'take-comment',
              subject: take.audio.title,
              params: { from: nameOf(personOf(viewer)), version: comment.version },
              requestId: take.requestId,
              audioId: comment.audioId,
            },
          ]);
        }
        return presentComment(comment, viewer, versionOf(take), now);
      });
    },

    /** The author's new text, within the edit window. */
    async editComment(viewer: UserRow, id: string, body: EditCommentBody): Promise<TakeComment> {
      return db.transaction(async (tx) => {
        const comment = await commentToChange(tx, viewer, id);
        const now = clock.now();
        await repository.editComment(tx, id, { body: body.body, editedAt: now });
        return presentComment({ ...comment, ...body, editedAt: now }, viewer, comment.version, now);
      });
    },

    /** The author deletes their comment within the edit window; a thread's replies go with it. */
    async deleteComment(viewer: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await commentToChange(tx, viewer, id);
        await repository.deleteComment(tx, id);
      });
    },

    /**
     * The client's (or an admin's) decision on the version `audioId`: a new row, so the timeline
     * keeps each change; the composer hears of it in their digest.
     */
    async decide(
      viewer: UserRow,
      audioId: string,
      body: z.output<typeof takeDecisionBodySchema>,
    ): Promise<TakeDecision> {
      const take = await findTake(viewer, audioId);
      if (viewer.role === 'Composer') throw forbidden('Only the client decides on a take.');
      return db.transaction(async (tx) => {
        await holdVersion(tx, take);
        const now = clock.now();
        const row = await repository.insertDecision(tx, {
          audioId: take.audio.id,
          takeId: takeIdOf(take),
          decidedBy: viewer.id,
          state: body.state,
          reasons: body.reasons,
          note: body.note ?? null,
          createdAt: now,
        });
        const summary = decisionNotice(
          nameOf(personOf(viewer)),
          { title: take.audio.title, version: versionOf(take) },
          row,
        );
        await reviewNoticesRepository.record(tx, [
          {
            recipientId: take.composerId,
            audioId: take.audio.id,
            kind: 'decision',
            summary,
            createdAt: now,
          },
        ]);
        return presentDecision({ ...row, version: versionOf(take), decider: personOf(viewer) });
      });
    },

    /** What happened to the take of the version `audioId`, oldest first. */
    async timeline(viewer: UserRow, audioId: string): Promise<TakeTimeline> {
      const take = await findTake(viewer, audioId);
      const takeId = takeIdOf(take);
      const history = (
        await loadHistories(db, [{ takeId, requestId: take.requestId }], { comments: 'all' })
      ).get(takeId);
      if (!history) throw takeNotFound();
      return {
        takeId,
        title: history.versions.at(-1)?.title ?? take.audio.title,
        request: { id: take.requestId, title: take.requestTitle },
        events: timelineOf(history),
      };
    },

    /**
     * Account removal: comments and decisions stay, for the other side of the conversation,
     * under "Removed account" (review-names.ts reads the removal); what the digest would still
     * have told the removed person goes.
     */
    removeAccountData: (tx: DbOrTx, removed: UserRow) => repository.deleteNoticesTo(tx, removed.id),
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
