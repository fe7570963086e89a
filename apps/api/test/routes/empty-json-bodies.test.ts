import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@cuebrief/shared';
import { call, expectRefusal, type ApiResponse } from '../helpers/api';
import { createAccount, logIn } from '../helpers/accounts';
import { placementOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { acceptOffer, offerOn, offersOn } from '../helpers/licences';
import { writeRoutesWithoutBody, type DocumentedRoute } from '../helpers/openapi-text-fields';
import { payInSandbox, sandboxConfig } from '../helpers/payments';
import { countRows } from '../helpers/row-counts';
import { submittedAudio } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// The specification's front end sends JSON headers on every call, with or without a body
// (docs/contracts.md#api-envelope): an empty JSON body must be read as no body at all.
const t = useTestApp({ config: sandboxConfig });
const signedIn = useEveryRole(t);

const EMPTY_JSON = { headers: { 'content-type': 'application/json' }, payload: '' };
const CALLERS: (Role | null)[] = [null, 'Admin', 'Client', 'Composer'];

/** A route's path with every `{param}` filled by an id nothing has. */
const withUnknownIds = (path: string) => path.replaceAll(/\{\w+\}/g, () => randomUUID());
const sameAnswer = (response: ApiResponse) => [response.statusCode, response.body.status.error];

/** A fresh account of the role, signed in: for calls that change its owner's own state. */
async function freshToken(role: Role | null): Promise<string | undefined> {
  if (!role) return undefined;
  return (await logIn(t.app, (await createAccount(t.app, role)).email)).accessToken;
}

describe('every call that takes no body, sent an empty JSON body', () => {
  let routes: DocumentedRoute[] = [];
  beforeAll(async () => {
    routes = await writeRoutesWithoutBody(t.app);
  });

  it('finds the calls the specification sends without a body', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /users/v1/auth/users-access/{id}',
        'POST /users/v1/request/admin/send-download-audio-info/{id}',
        'DELETE /users/v1/request/placement/{id}',
      ]),
    );
  });

  it.each(CALLERS)(
    'answers %s on an id nothing has exactly as without the header, changing nothing',
    async (role) => {
      const before = await countRows(t.app);
      for (const route of routes.filter((each) => each.path.includes('{'))) {
        const url = withUnknownIds(route.path);
        const token = signedIn.tokenOf(role);
        const bare = await call(t.app, route.method, url, { token });
        const json = await call(t.app, route.method, url, { token, ...EMPTY_JSON });
        expect(sameAnswer(json), `${route.method} ${route.path}: ${json.raw}`).toEqual(
          sameAnswer(bare),
        );
        expect(json.body.status.error).not.toBe('MALFORMED_BODY');
      }
      expect(await countRows(t.app)).toEqual(before);
    },
  );

  it.each(CALLERS)(
    'answers %s on a call without ids exactly as without the header (each on a fresh account)',
    async (role) => {
      for (const route of routes.filter((each) => !each.path.includes('{'))) {
        const bare = await call(t.app, route.method, route.path, {
          token: await freshToken(role),
        });
        const json = await call(t.app, route.method, route.path, {
          token: await freshToken(role),
          ...EMPTY_JSON,
        });
        expect(sameAnswer(json), `${route.method} ${route.path}: ${json.raw}`).toEqual(
          sameAnswer(bare),
        );
        expect(json.body.status.error).not.toBe('MALFORMED_BODY');
      }
    },
  );
});

describe("the specification's body-less calls go through with JSON headers", () => {
  const admin = () => signedIn.Admin.accessToken;

  it('POST /auth/users-access/:id accepts a sign-up', async () => {
    const pending = await createAccount(t.app, 'Composer', { status: 'pending' });
    const url = `/users/v1/auth/users-access/${pending.id}`;
    const response = await call(t.app, 'POST', url, { token: admin(), ...EMPTY_JSON });
    expect(response.statusCode, response.raw).toBe(200);
    const user = await t.app.services.users.findById(pending.id);
    expect(user?.status).toBe('approved');
  });

  it('DELETE /placement/:id removes the placement', async () => {
    const placement = await placementOf(t.app, admin());
    const url = `/users/v1/request/placement/${placement.id}`;
    const response = await call(t.app, 'DELETE', url, { token: admin(), ...EMPTY_JSON });
    expect(response.statusCode, response.raw).toBe(200);
    const again = await call(t.app, 'DELETE', url, { token: admin(), ...EMPTY_JSON });
    expectRefusal(again, 404, 'NOT_FOUND');
  });

  it('POST /admin/send-download-audio-info/:id sends a paid licence its files', async () => {
    const { audio } = await submittedAudio(t, {
      client: signedIn.Client.accessToken,
      composer: signedIn.Composer.accessToken,
    });
    await offerOn(t.app, signedIn.Client.accessToken, audio);
    await payInSandbox(t.app, await acceptOffer(t.app, admin(), audio.id));
    const licence = (await offersOn(t.app, admin(), audio.id)).body.data.offers[0]?.licence;
    if (!licence) throw new Error('no licence after payment');
    const url = `/users/v1/request/admin/send-download-audio-info/${licence.id}`;
    const response = await call(t.app, 'POST', url, { token: admin(), ...EMPTY_JSON });
    expect(response.statusCode, response.raw).toBe(200);
  });
});

describe('a call that needs a body', () => {
  it('refuses an empty JSON body with a 400 naming the body, changing nothing', async () => {
    const before = await countRows(t.app);
    const login = await call(t.app, 'POST', '/users/v1/auth/login', EMPTY_JSON);
    expectRefusal(login, 400, 'VALIDATION_FAILED', ['body']);
    const brief = await call(t.app, 'POST', '/users/v1/request/client/request', {
      token: signedIn.Client.accessToken,
      ...EMPTY_JSON,
    });
    expectRefusal(brief, 400, 'VALIDATION_FAILED', ['body']);
    expect(await countRows(t.app)).toEqual(before);
  });

  it('still refuses a body that is not JSON: 400 MALFORMED_BODY', async () => {
    const response = await call(t.app, 'POST', '/users/v1/auth/login', {
      ...EMPTY_JSON,
      payload: '{"email":',
    });
    expectRefusal(response, 400, 'MALFORMED_BODY');
  });
});
