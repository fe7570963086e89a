import type { AudioType } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { mayReachAudio } from './audio.policy';
import type { AudioAction, AudioInContext, TakeInContext } from './audio.types';
import { audiosRepository } from './audios.repository';

export const audioNotFound = () => new AppError('NOT_FOUND', 'There is no such audio.');

/**
 * The audio `viewer` may take `action` on. An unknown id, an audio of another kind than
 * `audioType` says, and an audio that is not theirs to reach all answer the same 404.
 */
export async function findReachableAudio(
  db: DbOrTx,
  viewer: UserRow,
  id: string,
  action: AudioAction,
  audioType?: AudioType,
): Promise<AudioInContext> {
  const found = await audiosRepository.findInContext(db, id);
  if (
    !found ||
    (audioType !== undefined && found.kind !== audioType) ||
    !mayReachAudio(viewer, found, action)
  ) {
    throw audioNotFound();
  }
  return found;
}

/** A composer's own take, to add stems to or delete; anything else is the same 404. */
export async function findOwnTake(
  db: DbOrTx,
  composer: UserRow,
  id: string,
): Promise<TakeInContext> {
  const found = await findReachableAudio(db, composer, id, 'manage');
  if (found.kind !== 'submission') throw audioNotFound();
  return found;
}
