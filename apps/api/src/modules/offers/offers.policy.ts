import type { Role } from '@cuebrief/shared';

/**
 * Who may call which offer route: a client offers a price for an audio they may reach (checked
 * again per audio). The admins read and answer offers through the licences routes.
 */
export const offersAccess = {
  makeOffer: ['Client'],
} as const satisfies Record<string, readonly Role[]>;
