import type { TakeComment } from '@cuebrief/shared';
import { uuidOf } from '../../test/fake-api';

/** The version the review tests look at: v2 of a take, 3:20 long, after v1. */
export const V1_ID = uuidOf(701);
export const V2_ID = uuidOf(702);
export const versionTarget = {
  audioId: V2_ID,
  title: 'Night Drive',
  version: 2,
  durationSeconds: 200,
};

/**
 * Comment n on v2 as its reader gets it: a thread at 0:12 by the agency, written now and no
 * longer editable, unless `changes` say otherwise.
 */
export const commentOf = (n: number, changes: Partial<TakeComment> = {}): TakeComment => ({
  id: uuidOf(900 + n),
  audioId: V2_ID,
  version: 2,
  fromEarlierVersion: false,
  parentId: null,
  atSeconds: 12,
  endSeconds: null,
  body: `Comment ${n}`,
  author: { role: 'client', name: 'Northlight Agency', isYou: false },
  createdAt: '2026-11-22T10:00:00.000Z',
  editedAt: null,
  editableUntil: null,
  ...changes,
});

/** Until when a comment written just now may be changed: 15 minutes from now. */
export const editableFromNow = () => new Date(Date.now() + 15 * 60 * 1000).toISOString();
