import type { AdminOffer, AudioReviewBody } from '@cuebrief/shared';
import { apiResponse, uuidOf } from './fake-api';

/** A client's offer on an audio, as the admins' offer list (GET /admin/audio-review/{id}) has it. */
export const adminOfferOf = (
  n: number,
  audioId: string,
  changes: Partial<AdminOffer> = {},
): AdminOffer => ({
  id: uuidOf(800 + n),
  audioId,
  price: 1500,
  state: 'offered',
  createdAt: '2026-11-21T09:00:00.000Z',
  client: {
    id: uuidOf(950),
    name: 'Ava Morgan',
    email: 'ava@northlight.example',
    agencyName: 'Northlight Agency',
  },
  ...changes,
});

/** The API's answer to a client's offer (POST /client/audio-review): the offer made, and its toast. */
export const offerMadeAnswer = ({ price, audioId }: AudioReviewBody) =>
  apiResponse(
    200,
    { id: uuidOf(850), audioId, price, state: 'offered', createdAt: '2026-11-21T10:00:00.000Z' },
    { message: 'Thanks, we will contact you shortly.' },
  );
