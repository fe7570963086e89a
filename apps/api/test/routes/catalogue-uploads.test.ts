import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS_BYTES } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { readToneMp3 } from '../helpers/audio-files';
import { albumOf, imageBytes, imagePart, placementOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import type { FormPart } from '../helpers/multipart';
import { REQUEST } from '../helpers/requests';
import { infoPart, mp3Part, sendMultipart } from '../helpers/submissions';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
const admin = () => signedIn.Admin.accessToken;

let albumId: string;
let placementId: string;
beforeAll(async () => {
  albumId = (await albumOf(t.app, admin())).id;
  placementId = (await placementOf(t.app, admin())).id;
});

/** The admins' upload routes: each with the parts it takes, and one valid part. */
const uploadRoutes = [
  {
    name: 'POST /add/album/audio/:id',
    url: () => `${REQUEST}/add/album/audio/${albumId}`,
    query: { title: 'Tide' },
    validPart: async () => mp3Part(),
    fileFields: ['filemp3', 'filewav'],
  },
  {
    name: 'POST /placement-audio/:id',
    url: () => `${REQUEST}/placement-audio/${placementId}`,
    query: undefined,
    validPart: async () => mp3Part(),
    fileFields: ['filemp3', 'filewav'],
  },
  {
    name: 'POST /album/img/:id',
    url: () => `${REQUEST}/album/img/${albumId}`,
    query: undefined,
    validPart: async () => imagePart(await imageBytes('png', 64, 64)),
    fileFields: ['file'],
  },
  {
    name: 'POST /placement-img/:id',
    url: () => `${REQUEST}/placement-img/${placementId}`,
    query: undefined,
    validPart: async () => imagePart(await imageBytes('png', 64, 64)),
    fileFields: ['file'],
  },
];

describe.each(uploadRoutes)('$name refuses bad uploads, storing nothing', (route) => {
  const upload = (parts: FormPart[]) => () =>
    sendMultipart(t.app, route.url(), admin(), parts, route.query);

  it('a body that is not multipart: 415', async () => {
    await expectRefusedChangingNothing(
      t,
      () => call(t.app, 'POST', route.url(), { token: admin(), query: route.query, body: {} }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('no file: 400 naming the file fields', async () => {
    await expectRefusedChangingNothing(t, upload([]), 400, 'VALIDATION_FAILED', route.fileFields);
  });

  it('an unknown part (400 naming it) or the same file twice (400)', async () => {
    const valid = await route.validPart();
    await expectRefusedChangingNothing(
      t,
      upload([{ name: 'other', filename: 'a.bin', data: readToneMp3() }]),
      400,
      'VALIDATION_FAILED',
      ['other'],
    );
    // A route of one file stops the parser at the second, before its name is read.
    await expectRefusedChangingNothing(t, upload([valid, valid]), 400, 'VALIDATION_FAILED');
  });

  it('an unknown id: 404', async () => {
    const valid = await route.validPart();
    const url = route.url().replace(/[^/]+$/, crypto.randomUUID());
    await expectRefusedChangingNothing(
      t,
      () => sendMultipart(t.app, url, admin(), [valid], route.query),
      404,
      'NOT_FOUND',
    );
  });

  it('still takes a valid upload', async () => {
    const response = await upload([await route.validPart()])();
    expect(response.statusCode, response.raw).toBe(200);
  });
});

describe('image size', () => {
  it('refuses an image over its limit with 413, storing nothing', async () => {
    const tooLarge = Buffer.concat([
      await imageBytes('png', 64, 64),
      Buffer.alloc(UPLOAD_LIMITS_BYTES.image),
    ]);
    await expectRefusedChangingNothing(
      t,
      () => sendMultipart(t.app, `${REQUEST}/album/img/${albumId}`, admin(), [imagePart(tooLarge)]),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });
});

describe('album audio info', () => {
  it('is checked like a JSON body, whether before or after the file', async () => {
    for (const parts of [
      [infoPart({ mood: ['Calm'], tempo: 90 }), mp3Part()],
      [mp3Part(), infoPart({ mood: ['Calm'], tempo: 90 })],
    ]) {
      await expectRefusedChangingNothing(
        t,
        () =>
          sendMultipart(t.app, `${REQUEST}/add/album/audio/${albumId}`, admin(), parts, {
            title: 'Tide',
          }),
        400,
        'VALIDATION_FAILED',
        ['infoData.tempo'],
      );
    }
  });
});
