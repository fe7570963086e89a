import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectRefusal, type ApiResponse } from '../helpers/api';
import { NUL, useJsonRoutes } from '../helpers/bad-input-routes';
import { albumOf, trackInfo } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { multipartBody, multipartStream, type FormPart } from '../helpers/multipart';
import { routesWithJsonText, stringQueryParameters } from '../helpers/openapi-text-fields';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { infoPart, storedFiles, submittedAudio, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

/** An id in a path: a UUID, or a share link's token (43 base64url characters after /share/). */
const ID_IN_PATH =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?<=\/share\/)[\w-]{43}/g;

const t = useTestApp();
const signedIn = useEveryRole(t);
// The JSON routes, to check that bad-input-nul-bodies.test.ts tries every one the API documents.
const { routesWithText, nextAddress } = useJsonRoutes(t, signedIn);

describe('NUL bytes in query parameters and upload info', () => {
  let submissionId: string;
  let albumId: string;
  let audioId: string;
  beforeAll(async () => {
    const taken = await submittedAudio(t, {
      client: signedIn.Client.accessToken,
      composer: signedIn.Composer.accessToken,
    });
    submissionId = taken.submission.id;
    audioId = taken.audio.id;
    albumId = (await albumOf(t.app, signedIn.Admin.accessToken)).id;
  });

  const TAKE_UPLOAD = `${REQUEST}/composer/submit/audio/{id}`;
  const TRACK_UPLOAD = `${REQUEST}/add/album/audio/{id}`;
  /** Upload routes take a multipart body: a real one, so a NUL let through would be stored. */
  const uploadParts: Record<string, () => FormPart[]> = {
    [TAKE_UPLOAD]: () => [wavPart(1)],
    [TRACK_UPLOAD]: () => [infoPart(trackInfo()), wavPart(1)],
  };

  /** A documented path with real ids where the route acts on one of ours, else any UUID. */
  function pathOf(template: string): string {
    const id =
      template === TAKE_UPLOAD
        ? submissionId
        : template === TRACK_UPLOAD || template.includes('/album/')
          ? albumId
          : template.includes('/audio/') || template.includes('/pdf/')
            ? audioId
            : randomUUID();
    return template
      .replace('{id}', id)
      .replace('{folder}', 'audio')
      .replace('{file}', `${randomUUID()}.mp3`)
      .replace('{sessionId}', `cs_sandbox_${'0'.repeat(24)}`)
      .replace('{token}', 'A'.repeat(43))
      .replace('{itemId}', randomUUID());
  }

  /** Calls as a guest, then as each role, until one is let in (the query is read after that). */
  async function callAsAnyone(method: string, template: string, query: Record<string, string>) {
    let response: ApiResponse | undefined;
    for (const role of [null, 'Admin', 'Client', 'Composer'] as const) {
      const parts = uploadParts[template]?.();
      const body = parts ? multipartBody(parts) : undefined;
      response = await call(t.app, method as 'GET', pathOf(template), {
        token: signedIn.tokenOf(role),
        query,
        remoteAddress: nextAddress(),
        ...(body
          ? { payload: multipartStream(body), headers: { 'content-type': body.contentType } }
          : {}),
      });
      if (response.statusCode !== 401 && response.statusCode !== 403) break;
    }
    return response!;
  }

  it('no route is left out: each JSON body with text is tried in bad-input-nul-bodies, and every string query parameter refuses a NUL (400 naming it, nothing changed)', async () => {
    // The app's own OpenAPI document lists the routes, so a new one cannot be forgotten.
    const tried = routesWithText.map(
      (route) => `${route.method} ${route.url.replace(ID_IN_PATH, '{id}')}`,
    );
    for (const documented of await routesWithJsonText(t.app)) {
      expect(tried).toContain(documented.replace(/\{\w+\}/g, '{id}'));
    }

    const parameters = await stringQueryParameters(t.app);
    const names = parameters.map(({ method, path, name }) => `${method} ${path} ${name}`);
    expect(names).toContain('GET /users/v1/auth/all-clients search');
    expect(names).toContain(`POST ${TAKE_UPLOAD} title`);
    for (const { method, path, name, otherRequired } of parameters) {
      const before = await countRows(t.app);
      const files = await storedFiles(t);
      const response = await callAsAnyone(method, path, { ...otherRequired, [name]: `a${NUL}b` });
      if (path === '/users/v1/media/{folder}/{file}') {
        // The query of a signed link is covered by its signature: any change is a forged link.
        expectRefusal(response, 403, 'FORBIDDEN');
      } else {
        expectRefusal(response, 400, 'VALIDATION_FAILED', [name]);
      }
      expect(await countRows(t.app), `${method} ${path} ${name}`).toEqual(before);
      expect(await storedFiles(t)).toEqual(files);
    }
  });

  // The multipart `infoData` field is JSON text, read by the route rather than its schema.
  it.each([
    ['a take', TAKE_UPLOAD, { description: `Calm${NUL}` }],
    ['a catalogue track', TRACK_UPLOAD, trackInfo({ description: `Calm${NUL}` })],
  ])(
    'the infoData of %s refuses a NUL: 400 naming it, nothing stored',
    async (_, template, info) => {
      const before = await countRows(t.app);
      const files = await storedFiles(t);
      const body = multipartBody([infoPart(info), wavPart(1)]);
      const response = await call(t.app, 'POST', pathOf(template), {
        token:
          template === TAKE_UPLOAD ? signedIn.Composer.accessToken : signedIn.Admin.accessToken,
        query: { title: 'Calm' },
        payload: multipartStream(body),
        headers: { 'content-type': body.contentType },
      });
      expectRefusal(response, 400, 'VALIDATION_FAILED', ['infoData.description']);
      expect(await countRows(t.app)).toEqual(before);
      expect(await storedFiles(t)).toEqual(files);
    },
  );
});
