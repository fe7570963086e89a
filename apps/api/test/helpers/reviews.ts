import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type {
  TakeComment,
  TakeComments,
  TakeDecision,
  TakeTimeline,
  TimelineEventKind,
} from '@cuebrief/shared';
import { call, type ApiResponse } from './api';
import { REQUEST } from './requests';

/** The review routes (docs/contracts.md#reviews), called as the holder of `token`. */

export const listComments = (app: FastifyInstance, token: string | undefined, audioId: string) =>
  call<TakeComments>(app, 'GET', `${REQUEST}/audio/${audioId}/comments`, { token });

export const postComment = (
  app: FastifyInstance,
  token: string | undefined,
  audioId: string,
  body: unknown,
) => call<TakeComment>(app, 'POST', `${REQUEST}/audio/${audioId}/comments`, { token, body });

export const patchComment = (
  app: FastifyInstance,
  token: string | undefined,
  commentId: string,
  body: unknown,
) => call<TakeComment>(app, 'PATCH', `${REQUEST}/comments/${commentId}`, { token, body });

export const deleteComment = (app: FastifyInstance, token: string | undefined, commentId: string) =>
  call<null>(app, 'DELETE', `${REQUEST}/comments/${commentId}`, { token });

export const putDecision = (
  app: FastifyInstance,
  token: string | undefined,
  audioId: string,
  body: unknown,
) => call<TakeDecision>(app, 'PUT', `${REQUEST}/audio/${audioId}/decision`, { token, body });

export const getTimeline = (app: FastifyInstance, token: string | undefined, audioId: string) =>
  call<TakeTimeline>(app, 'GET', `${REQUEST}/audio/${audioId}/timeline`, { token });

function expectOk<T>(response: ApiResponse<T>): T {
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

/** A comment that must be accepted: a thread at `atSeconds`, or a reply to `parentId`. */
export async function commentOn(
  app: FastifyInstance,
  token: string,
  audioId: string,
  body: { body: string; atSeconds?: number; endSeconds?: number; parentId?: string },
): Promise<TakeComment> {
  return expectOk(await postComment(app, token, audioId, body));
}

/** A decision that must be accepted. */
export async function decideOn(
  app: FastifyInstance,
  token: string,
  audioId: string,
  body: { state: 'shortlisted' | 'passed'; reasons?: readonly string[]; note?: string },
): Promise<TakeDecision> {
  return expectOk(await putDecision(app, token, audioId, body));
}

/** A take's timeline, which `token`'s holder may read. */
export async function timelineOf(
  app: FastifyInstance,
  token: string,
  audioId: string,
): Promise<TakeTimeline> {
  return expectOk(await getTimeline(app, token, audioId));
}

/** The kinds of a timeline's events, in order, each with the version it happened to. */
export const storyOf = (timeline: TakeTimeline): [TimelineEventKind, number | null][] =>
  timeline.events.map((event) => [event.kind, event.version]);

/** The bodies of a comment list in the order it came. */
export const bodiesOf = (comments: TakeComments) => comments.comments.map((c) => c.body);
