import type { AudioType, Role } from '@cuebrief/shared';
import type { AudioRow, UserRow } from '../../db/schema';
import type { AudioInContext } from './audios.repository';

/**
 * Who may call which submission route. Composers write and read their own submissions;
 * clients read and react to those answering their own requests; admins read everything and
 * the offers. Anything unnamed is denied.
 */
export const submissionsAccess = {
  ownSubmissions: ['Composer'],
  submissionsToOwnRequests: ['Client'],
  ownFavorites: ['Client'],
  allSubmissions: ['Admin'],
  play: ['Composer', 'Client', 'Admin'],
  download: ['Composer', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;

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
  | 'readOffers'
  /** Delete a catalogue track or a placement's music. */
  | 'curate';

type Rule = (viewer: UserRow, audio: AudioInContext) => boolean;

const always: Rule = () => true;
const isItsComposer: Rule = (viewer, audio) =>
  audio.kind === 'submission' && audio.composerId === viewer.id;
/**
 * A client reaches the takes submitted to their own requests, and every track of a published
 * album (the catalogue is for every client to browse).
 */
const isForTheClient: Rule = (viewer, audio) =>
  audio.kind === 'submission'
    ? audio.clientId === viewer.id
    : audio.kind === 'catalogue' && audio.published;
/** Offers are made on takes and catalogue tracks; a placement's music is not for sale. */
const takesOffers: Rule = (_viewer, audio) => audio.kind !== 'placement';

/** For each action, the roles that may take it and on which audio; an unnamed role may not. */
const rules: Record<AudioAction, Partial<Record<Role, Rule>>> = {
  play: { Admin: always, Composer: isItsComposer, Client: isForTheClient },
  download: { Admin: always, Composer: isItsComposer },
  manage: { Composer: isItsComposer },
  react: { Client: isForTheClient },
  readOffers: { Admin: takesOffers },
  curate: { Admin: (_viewer, audio) => audio.kind !== 'submission' },
};

/**
 * Whether `viewer` may take `action` on `audio`. An audio they may not reach answers 404, as an
 * unknown one does, so its id tells them nothing (decision 010).
 */
export function mayReachAudio(
  viewer: UserRow,
  audio: AudioInContext,
  action: AudioAction,
): boolean {
  return rules[action][viewer.role]?.(viewer, audio) ?? false;
}

/**
 * Which kind of audio a row is: the parent column that is set tells (decision 010). A
 * placement's music is none of the kinds clients react to, and is never asked for its type.
 */
export function audioTypeOf(audio: Pick<AudioRow, 'submissionId' | 'albumId'>): AudioType {
  if (audio.submissionId !== null) return 'submission';
  if (audio.albumId !== null) return 'catalogue';
  throw new Error('an audio that is neither a take nor a catalogue track');
}
