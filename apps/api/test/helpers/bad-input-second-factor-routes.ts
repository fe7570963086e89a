import { beforeAll } from 'vitest';
import { TEST_PASSWORD, loginAs, type SignedIn } from './accounts';
import type { JsonRoute } from './bad-input-routes';
import type { TableName } from './row-counts';
import { SECOND_FACTOR, codeNow, enrol, startSetup } from './second-factor';
import type { TestApp } from './test-app';

type WithSecret = SignedIn & { secret: string };

/** A new admin with a factor in force, and its secret. */
async function enrolledAdmin(t: TestApp): Promise<WithSecret> {
  const admin = await loginAs(t.app, 'Admin');
  return { ...admin, secret: (await enrol(t, admin.accessToken)).secret };
}

/** The fields an empty body lacks, per second-factor route. */
export const secondFactorRequiredFields: Record<string, string[]> = {
  'POST /second-factor/confirm': ['code'],
  'POST /second-factor/recovery-codes': ['password', 'code'],
  'DELETE /second-factor': ['password', 'code'],
};

/**
 * The second-factor routes with a JSON body, for the bad-input tests (bad-input-routes.ts): an
 * admin with a setup waiting, and one with a factor in force per change, each of this file's own
 * (a factor changes how an admin signs in, and each step's code is used once per admin). Each
 * valid body holds the present step's code, so one let through would confirm the setup,
 * replace the recovery codes or remove the factor.
 */
export function useSecondFactorJsonRoutes(t: TestApp) {
  let waiting: WithSecret;
  let renewing: WithSecret;
  let turningOff: WithSecret;
  beforeAll(async () => {
    const first = await loginAs(t.app, 'Admin');
    waiting = { ...first, secret: (await startSetup(t.app, first.accessToken)).secret };
    renewing = await enrolledAdmin(t);
    turningOff = await enrolledAdmin(t);
  });
  const change = (admin: WithSecret) => ({
    password: TEST_PASSWORD,
    code: codeNow(t, admin.secret),
  });

  const routes: JsonRoute[] = [
    {
      name: 'POST /second-factor/confirm',
      method: 'POST',
      url: `${SECOND_FACTOR}/confirm`,
      token: () => waiting.accessToken,
      validBody: () => ({ code: codeNow(t, waiting.secret) }),
    },
    {
      name: 'POST /second-factor/recovery-codes',
      method: 'POST',
      url: `${SECOND_FACTOR}/recovery-codes`,
      token: () => renewing.accessToken,
      validBody: () => change(renewing),
    },
    {
      name: 'DELETE /second-factor',
      method: 'DELETE',
      url: SECOND_FACTOR,
      token: () => turningOff.accessToken,
      validBody: () => change(turningOff),
    },
  ];

  /** The rows these routes change, in full (new recovery codes keep their count). */
  const snapshotTables: readonly TableName[] = ['second_factors', 'recovery_codes'];

  return { routes, snapshotTables };
}
