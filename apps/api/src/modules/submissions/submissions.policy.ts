import type { AudioType, Role } from '@cuebrief/shared';
import type { AudioRow, UserRow } from '../../db/schema';

/**
 * Who may call which submission route. Composers write and read their own submissions;
 * clients read and react to those answering their own requests; admins read everything and
 * the offers. Anything unnamed is denied.
 */
export const submissionsAccess = {
  ownSubmissions: ['Composer'],
  submissionsToOwnRequests: ['Client'],
  allSubmissions: ['Admin'],
  play: ['Composer', 'Client', 'Admin'],
  download: ['Composer', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;

/** Whose an audio is: the composer who submitted it and the client whose request it answers. */
export type AudioOwners = { composerId: string; clientId: string };

/** What someone does with an audio. */
export type AudioAction =
  /** Get a link to listen. */
  | 'play'
  /** Get a link to save one of its files. */
  | 'download'
  /** Add stems, delete it. */
  | 'manage'
  /** Favourite it, offer a price for it. */
  | 'react'
  /** Read the offers made for it. */
  | 'readOffers';

const always = () => true;
const isItsComposer = (viewer: UserRow, audio: AudioOwners) => audio.composerId === viewer.id;
const isItsClient = (viewer: UserRow, audio: AudioOwners) => audio.clientId === viewer.id;

/** For each action, the roles that may take it and on which audio; an unnamed role may not. */
const rules: Record<
  AudioAction,
  Partial<Record<Role, (viewer: UserRow, audio: AudioOwners) => boolean>>
> = {
  play: { Admin: always, Composer: isItsComposer, Client: isItsClient },
  download: { Admin: always, Composer: isItsComposer },
  manage: { Composer: isItsComposer },
  react: { Client: isItsClient },
  readOffers: { Admin: always },
};

/**
 * Whether `viewer` may take `action` on `audio`. An audio they may not reach answers 404, as an
 * unknown one does, so its id tells them nothing (decision 010).
 */
export function mayReachAudio(viewer: UserRow, audio: AudioOwners, action: AudioAction): boolean {
  return rules[action][viewer.role]?.(viewer, audio) ?? false;
}

/**
 * Which kind of audio a row is: the parent column that is set tells (decision 010). Only
 * submissions have audio so far; the catalogue adds its own column and its own answer here.
 */
export function audioTypeOf(audio: Pick<AudioRow, 'submissionId'>): AudioType {
  if (audio.submissionId === null) throw new Error('an audio without a parent');
  return 'submission';
}
