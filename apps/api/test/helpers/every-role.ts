import { beforeAll } from 'vitest';
import type { Role } from '@cuebrief/shared';
import { logIn, loginAs, type SignedIn } from './accounts';
import type { TestApp } from './test-app';

/** An approved account of each role, signed in. */
export type EveryRole = Record<Role, SignedIn> & {
  /** The access token a caller of the role sends; a guest (`null`) sends none. */
  tokenOf(role: Role | null): string | undefined;
  /** New tokens for the same accounts, for when the clock has moved past the old ones' lifetime. */
  signInAgain(): Promise<void>;
};

const SIGN_IN_ORDER: Role[] = ['Admin', 'Client', 'Composer'];

/**
 * One account of each role for a whole test file, signed in before its first test (after the app
 * opens, so call this after `useTestApp`). Like the app, the object is filled in then.
 */
export function useEveryRole(t: TestApp): EveryRole {
  const everyRole = {
    tokenOf: (role: Role | null) => (role ? everyRole[role].accessToken : undefined),
    async signInAgain() {
      for (const role of SIGN_IN_ORDER) {
        everyRole[role] = {
          ...everyRole[role],
          ...(await logIn(t.app, everyRole[role].user.email)),
        };
      }
    },
  } as EveryRole;
  beforeAll(async () => {
    for (const role of SIGN_IN_ORDER) everyRole[role] = await loginAs(t.app, role);
  });
  return everyRole;
}
