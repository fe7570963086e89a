import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIO_UPLOAD_SHAPE,
  IMAGE_UPLOAD_SHAPE,
  PLAYABLE_FILE_UPLOAD_SHAPE,
  STEMS_UPLOAD_SHAPE,
} from '../../src/modules/audio/audio.types';
import type { UploadShape } from '../../src/lib/upload-part';
import { call } from '../helpers/api';
import { albumOf, placementBody, trackOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { multipartFraming, sendByHand } from '../helpers/hand-sent';
import { everythingStored } from '../helpers/refusals';
import { REQUEST } from '../helpers/requests';
import { submittedAudio } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);

/** An upload route, and what it takes. */
type UploadRoute = { name: string; path: () => string; token: () => string; shape: UploadShape };

describe('uploads announcing more than their route takes', () => {
  const MIB = 1024 * 1024;
  let address: string;
  let submission: { id: string };
  let audio: { id: string };
  let album: { id: string };
  let track: { id: string };
  let placement: { id: string };
  beforeAll(async () => {
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ submission, audio } = await submittedAudio(t, {
      client: signedIn.Client.accessToken,
      composer: signedIn.Composer.accessToken,
    }));
    album = await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Announced' });
    track = await trackOf(t.app, signedIn.Admin.accessToken, album.id);
    const created = await call<{ id: string }>(t.app, 'POST', `${REQUEST}/placement`, {
      token: signedIn.Admin.accessToken,
      body: placementBody(),
    });
    placement = created.body.data;
  });

  const composer = () => signedIn.Composer.accessToken;
  const admin = () => signedIn.Admin.accessToken;
  const uploads: UploadRoute[] = [
    {
      name: 'POST /composer/submit/audio/:id',
      path: () => `/composer/submit/audio/${submission.id}`,
      token: composer,
      shape: AUDIO_UPLOAD_SHAPE,
    },
    {
      name: 'POST /composer/audio/:id/file',
      path: () => `/composer/audio/${audio.id}/file`,
      token: composer,
      shape: PLAYABLE_FILE_UPLOAD_SHAPE,
    },
    {
      name: 'POST /composer/stems/:id',
      path: () => `/composer/stems/${audio.id}`,
      token: composer,
      shape: STEMS_UPLOAD_SHAPE,
    },
    {
      name: 'POST /album/img/:id',
      path: () => `/album/img/${album.id}`,
      token: admin,
      shape: IMAGE_UPLOAD_SHAPE,
    },
    {
      name: 'POST /add/album/audio/:id',
      path: () => `/add/album/audio/${album.id}?title=Announced`,
      token: admin,
      shape: AUDIO_UPLOAD_SHAPE,
    },
    {
      name: 'POST /album/audio/:id/file',
      path: () => `/album/audio/${track.id}/file`,
      token: admin,
      shape: PLAYABLE_FILE_UPLOAD_SHAPE,
    },
    {
      name: 'POST /placement-audio/:id',
      path: () => `/placement-audio/${placement.id}`,
      token: admin,
      shape: AUDIO_UPLOAD_SHAPE,
    },
    {
      name: 'POST /placement-img/:id',
      path: () => `/placement-img/${placement.id}`,
      token: admin,
      shape: IMAGE_UPLOAD_SHAPE,
    },
  ];

  it.each(uploads)(
    '$name answers 413 at once, before the body is sent, and stores nothing',
    async (upload) => {
      const before = await everythingStored(t);
      const framing = multipartFraming(upload.shape.files[0] ?? 'file', 'big.bin');
      // A byte more than its files and the room for framing: the body itself never comes.
      const announced = upload.shape.fileBytes + MIB + 1;
      const hand = sendByHand(`${address}${REQUEST}${upload.path()}`, {
        authorization: `Bearer ${upload.token()}`,
        'content-type': framing.contentType,
        'content-length': String(announced),
      });
      hand.write(Buffer.concat([framing.head, Buffer.alloc(1024)]));
      const answer = await hand.answer;
      hand.destroy();
      if (answer.status === 'closed') throw new Error('closed without an answer');
      expect(answer.status).toBe(413);
      expect(answer.body.status).toMatchObject({ code: 413, error: 'PAYLOAD_TOO_LARGE' });
      expect(answer.body.status.message).toContain('its files may be at most');
      expect(await everythingStored(t)).toEqual(before);
    },
  );
});
