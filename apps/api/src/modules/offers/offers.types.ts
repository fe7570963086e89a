import type { ListedAccount } from '../../db/listed-account';
import type { AudioReviewRow, AudioRow, UserRow } from '../../db/schema';
import type { AudioInContext } from '../audio/audio.types';

/**
 * What other modules read of an offer (a client's price to license an audio; an `audio_reviews`
 * row). The offers module's public face is this file and offers.service.ts.
 */

/**
 * An offer with its audio in context and its parties, read in one transaction: what answering
 * it and licensing it need. `composer` is the take's; a catalogue track has none.
 */
export type OfferInContext = {
  offer: AudioReviewRow;
  audio: AudioInContext;
  client: UserRow;
  composer: UserRow | null;
};

/** A client's offer with its audio and, for a take, the request it answers. */
export type OfferOfClient = {
  offer: AudioReviewRow;
  audio: AudioRow;
  request: { id: string; title: string } | null;
};

export type OfferWithClient = { offer: AudioReviewRow; client: ListedAccount };
