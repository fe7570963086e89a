import type { Role } from '@cuebrief/shared';

/**
 * Who may call which payment route. The webhook and the sandbox's checkout page are public:
 * the webhook proves itself by its signature, the page by its unguessable session id.
 */
export const paymentsAccess = {
  client: ['Client'],
  admin: ['Admin'],
  provider: 'public',
  checkoutPage: 'public',
} as const satisfies Record<string, 'public' | readonly Role[]>;
