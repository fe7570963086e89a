import type { AdminOffer, Offer } from '@cuebrief/shared';
import { fullName } from '../../lib/full-name';
import type { ListedAccount } from '../../db/listed-account';

/** An offer as the admins read it: with the client who made it and how to reach them. */
export function presentAdminOffer(offer: Offer, client: ListedAccount): AdminOffer {
  return {
    ...offer,
    client: {
      id: client.id,
      name: fullName(client),
      email: client.email,
      agencyName: client.agencyName?.trim() || null,
    },
  };
}
