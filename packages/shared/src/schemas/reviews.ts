import { z } from 'zod';
import { PASS_REASONS } from '../constants/vocabularies';
import { requiredText, text } from './common';

/**
 * The review loop on a composer's takes (docs/contracts.md#reviews): versions of a take,
 * comments pinned to a moment of a version, the client's decision with its reasons, and the
 * take's timeline.
 */

/** A comment's text, a decision's note and a version's note: how long each may be. */
export const COMMENT_MAX_LENGTH = 2000;
export const DECISION_NOTE_MAX_LENGTH = 1000;
export const VERSION_NOTE_MAX_LENGTH = 500;
/** Authors edit or delete their own comment for this long after writing it. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;

/** Who wrote a comment, as the reader may see them: never an email or a phone number. */
export const COMMENT_AUTHOR_ROLES = ['client', 'composer', 'admin'] as const;
export type CommentAuthorRole = (typeof COMMENT_AUTHOR_ROLES)[number];

/**
 * POST /users/v1/request/audio/{id}/comments: a comment on the version `id`. A thread starts at
 * a time (`atSeconds`, optionally to `endSeconds`) inside the version's length, written by the
 * request's client or an admin; a reply names its thread (`parentId`) and carries no time.
 */
export const createCommentBodySchema = z
  .strictObject({
    body: requiredText(COMMENT_MAX_LENGTH),
    atSeconds: z.number({ error: 'A time in seconds' }).min(0).optional(),
    endSeconds: z.number({ error: 'A time in seconds' }).min(0).optional(),
    parentId: z.uuid({ error: 'Not a valid id' }).optional(),
  })
  .refine((c) => c.parentId !== undefined || c.atSeconds !== undefined, {
    path: ['atSeconds'],
    error: 'Say when in the music this comment is about',
  })
  .refine(
    (c) => c.parentId === undefined || (c.atSeconds === undefined && c.endSeconds === undefined),
    {
      path: ['atSeconds'],
      error: 'A reply takes the time of its thread',
    },
  )
  .refine(
    (c) => c.endSeconds === undefined || (c.atSeconds !== undefined && c.endSeconds > c.atSeconds),
    {
      path: ['endSeconds'],
      error: 'End the range after it starts',
    },
  );
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

/** PATCH /users/v1/request/comments/{id}: the author's new text, within the edit window. */
export const editCommentBodySchema = z.strictObject({ body: requiredText(COMMENT_MAX_LENGTH) });
export type EditCommentBody = z.infer<typeof editCommentBodySchema>;

export const commentAuthorSchema = z.object({
  role: z.enum(COMMENT_AUTHOR_ROLES),
  /** A client: their agency's name; a composer: their full name; an admin: "Cuebrief". */
  name: z.string(),
  isYou: z.boolean(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/** One comment. Replies carry their thread's time; `editableUntil` is set for the author only. */
export const takeCommentSchema = z.object({
  id: z.uuid(),
  audioId: z.uuid(),
  version: z.number().int(),
  /** Written on an earlier version than the one asked for (shown as "from v1"). */
  fromEarlierVersion: z.boolean(),
  parentId: z.uuid().nullable(),
  atSeconds: z.number(),
  endSeconds: z.number().nullable(),
  body: z.string(),
  author: commentAuthorSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  editableUntil: z.string().nullable(),
});
export type TakeComment = z.infer<typeof takeCommentSchema>;

/**
 * GET /users/v1/request/audio/{id}/comments: the comments on the version `id` and on the take's
 * earlier versions, threads by time, each reply after its thread in the order written.
 */
export const takeCommentsSchema = z.object({ comments: z.array(takeCommentSchema) });
export type TakeComments = z.infer<typeof takeCommentsSchema>;

/** A client's decision on a take, made on one of its versions. */
export const TAKE_DECISION_STATES = ['shortlisted', 'passed'] as const;
export type TakeDecisionState = (typeof TAKE_DECISION_STATES)[number];
export type PassReason = (typeof PASS_REASONS)[number];

/**
 * PUT /users/v1/request/audio/{id}/decision: the request's client decides on the version `id`;
 * passing needs at least one reason, shortlisting takes none. A new decision replaces the last.
 */
export const takeDecisionBodySchema = z
  .strictObject({
    state: z.enum(TAKE_DECISION_STATES),
    reasons: z
      .array(z.enum(PASS_REASONS, { error: 'Choose from the list' }))
      .max(PASS_REASONS.length)
      .refine((reasons) => new Set(reasons).size === reasons.length, {
        error: 'Choose each reason once',
      })
      .default([]),
    note: requiredText(DECISION_NOTE_MAX_LENGTH).optional(),
  })
  .refine((d) => d.state !== 'passed' || d.reasons.length > 0, {
    path: ['reasons'],
    error: 'Choose at least one reason',
  })
  .refine((d) => d.state !== 'shortlisted' || d.reasons.length === 0, {
    path: ['reasons'],
    error: 'A shortlisted take needs no reason',
  });
export type TakeDecisionBody = z.input<typeof takeDecisionBodySchema>;

export const takeDecisionSchema = z.object({
  audioId: z.uuid(),
  version: z.number().int(),
  state: z.enum(TAKE_DECISION_STATES),
  reasons: z.array(z.enum(PASS_REASONS)),
  note: z.string().nullable(),
  decidedAt: z.string(),
});
export type TakeDecision = z.infer<typeof takeDecisionSchema>;

/** What happened to a take, in the order of its timeline. */
export const TIMELINE_EVENT_KINDS = [
  'submitted',
  'version',
  'listened',
  /** A version's first play through each share link of a shortlist it is on, naming nobody. */
  'shared-play',
  'comment',
  'reply',
  'shortlisted',
  'passed',
  'offered',
  'accepted',
  'paid',
  'licensed',
  'fulfilled-by-this',
  'fulfilled-by-another',
  'closed',
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

export const timelineEventSchema = z.object({
  kind: z.enum(TIMELINE_EVENT_KINDS),
  at: z.string(),
  /** The version it happened to; null for the request's end. */
  version: z.number().int().nullable(),
  audioId: z.uuid().nullable(),
  /** Who did it, named as comments name them; null where nobody is named. */
  actor: z.string().nullable(),
  /** A version's note, a comment's text, a decision's note. */
  text: z.string().nullable(),
  /** Where in the music a comment is. */
  atSeconds: z.number().nullable(),
  reasons: z.array(z.enum(PASS_REASONS)),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** GET /users/v1/request/audio/{id}/timeline: the take of the version `id`, oldest first. */
export const takeTimelineSchema = z.object({
  takeId: z.uuid(),
  title: z.string(),
  request: z.object({ id: z.uuid(), title: z.string() }),
  events: z.array(timelineEventSchema),
});
export type TakeTimeline = z.infer<typeof takeTimelineSchema>;

/**
 * What a take's entry in a submission adds to its latest version: every version newest first
 * (the latest included), the client's decision, how many comments it has and its latest event.
 */
export const takeReviewFields = {
  decision: takeDecisionSchema.nullable(),
  commentCount: z.number().int(),
  lastEvent: timelineEventSchema.nullable(),
};

/**
 * `infoData` of POST /users/v1/request/composer/audio/{id}/version: what changed (`note`) and
 * what the composer says of the new version, as for a take.
 */
export const versionNoteSchema = requiredText(VERSION_NOTE_MAX_LENGTH);
export const versionUploadQuerySchema = z.strictObject({
  /** The new version's title; the take's title when blank or missing. */
  title: text().trim().max(100).optional(),
});
