import type { AdminOffer } from '@cuebrief/shared';
import { uuidOf } from './fake-api';

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
