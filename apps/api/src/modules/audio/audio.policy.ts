import type { Role } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';
import type { AudioAction, AudioInContext } from './audio.types';

/**
 * Who may call which audio route: listening (composers their own takes, clients what answers
 * their requests and the published catalogue, admins all), downloading, and a client's
 * favourites. Anything unnamed is denied.
 */
export const audioAccess = {
  play: ['Composer', 'Client', 'Admin'],
  download: ['Composer', 'Admin'],
  /** Favouriting is checked again per audio: a client's own requests' takes, published tracks. */
  react: ['Client'],
  ownFavourites: ['Client'],
} as const satisfies Record<string, readonly Role[]>;

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
