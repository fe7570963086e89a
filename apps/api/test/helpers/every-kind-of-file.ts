import { expect } from 'vitest';
import type { ComposerAudio } from '@cuebrief/shared';
import { loginAs, type SignedIn } from './accounts';
import type { ApiResponse } from './api';
import { readToneMp3, writeWav, zipBytes } from './audio-files';
import {
  albumOf,
  imageBytes,
  imagePart,
  placementOf,
  published,
  trackOf,
  uploadAlbumImage,
} from './catalogue';
import { acceptOffer, offerOn } from './licences';
import { payInSandbox } from './payments';
import { REQUEST } from './requests';
import { mp3Part, sendMultipart, submittedAudio, uploadStems, wavPart } from './submissions';
import type { TestApp } from './test-app';

/** What `storeEveryKindOfFile` uploaded, with the bytes it sent, and who did it. */
export type EveryKindOfFile = {
  admin: SignedIn;
  client: SignedIn;
  composer: SignedIn;
  /** The composer's take (mp3, wav and stems), licensed to the client and paid. */
  take: ComposerAudio;
  albumId: string;
  /** A track of the album, an mp3. */
  trackId: string;
  placementId: string;
  sent: { mp3: Buffer; wav: Buffer; stems: Buffer };
};

function expectOk(response: ApiResponse): void {
  expect(response.statusCode, response.raw).toBe(200);
}

/**
 * One file of every kind the app stores, uploaded through `t`'s routes as people do: a take's
 * mp3 and wav and its stems zip, an album's cover (a webp, its variants and its thumbnail) and an
 * mp3 track, the album published, a placement's image; and the take licensed to the client and paid in the sandbox, so its
 * licence PDF exists and its wav and stems are the client's to download.
 */
export async function storeEveryKindOfFile(t: TestApp): Promise<EveryKindOfFile> {
  const [admin, client, composer] = await Promise.all([
    loginAs(t.app, 'Admin'),
    loginAs(t.app, 'Client'),
    loginAs(t.app, 'Composer'),
  ]);
  const sent = {
    mp3: readToneMp3(),
    wav: writeWav({ seconds: 2, frequency: 330 }),
    stems: zipBytes({
      'Glasswing stems/drums.wav': writeWav({ seconds: 1 }),
      'notes.txt': '108 bpm',
    }),
  };
  const { audio: take } = await submittedAudio(
    t,
    { client: client.accessToken, composer: composer.accessToken },
    [mp3Part({ data: sent.mp3 }), wavPart(2, { data: sent.wav })],
  );
  expectOk(
    await uploadStems(t.app, composer.accessToken, take.id, [
      { name: 'file', filename: 'stems.zip', contentType: 'application/zip', data: sent.stems },
    ]),
  );

  const image = [imagePart(await imageBytes('png'))];
  const album = await albumOf(t.app, admin.accessToken);
  expectOk(await uploadAlbumImage(t.app, admin.accessToken, album.id, image));
  const track = await trackOf(t.app, admin.accessToken, album.id);
  // Published, so the client may see the album and play its track (a draft is 404 to them).
  await published(t.app, admin.accessToken, album.id);
  const placement = await placementOf(t.app, admin.accessToken);
  expectOk(
    await sendMultipart(
      t.app,
      `${REQUEST}/placement-img/${placement.id}`,
      admin.accessToken,
      image,
    ),
  );

  await offerOn(t.app, client.accessToken, take);
  await payInSandbox(t.app, await acceptOffer(t.app, admin.accessToken, take.id));
  return {
    admin,
    client,
    composer,
    take,
    albumId: album.id,
    trackId: track.id,
    placementId: placement.id,
    sent,
  };
}
