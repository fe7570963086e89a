import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AudioFileKind, MediaLink, Placement } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { expectSameBytes, readToneMp3 } from '../helpers/audio-files';
import { storeEveryKindOfFile, type EveryKindOfFile } from '../helpers/every-kind-of-file';
import { filesUnder } from '../helpers/files-under';
import { webpSize } from '../helpers/images';
import { licencePdf } from '../helpers/licences';
import { REQUEST } from '../helpers/requests';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { fetchFile, openPage } from '../helpers/share-pages';
import { createSharedStore, type SharedStore } from '../helpers/shared-store';
import { sharedShortlistOf } from '../helpers/shortlists';
import type { TestApp } from '../helpers/test-app';
import { createTestClock, type TestClock } from '../helpers/test-clock';

/**
 * Two instances on one database and one bucket, each with a DATA_DIR of its own, as two
 * machines have: every kind of file uploaded through one is played (a signed link, in byte
 * ranges), downloaded and shown through the other, a share link streams through it, and the
 * licence PDF is drawn there; neither keeps a file on its own disk.
 */

// One process owns an embedded database's folder: instances side by side need a server.
describe.skipIf(!process.env.DATABASE_URL)(
  'two instances on one PostgreSQL database and one bucket (skipped on the embedded database, which one process owns)',
  () => {
    let s3: TestS3Server;
    let store: SharedStore;
    let dataDirs: string[];
    /** Where the files are uploaded. */
    let one: TestApp;
    /** Where they are asked for. */
    let two: FastifyInstance;
    let stored: EveryKindOfFile;

    beforeAll(async () => {
      s3 = await startS3Server();
      store = await createSharedStore();
      dataDirs = await Promise.all(
        [1, 2].map(() => mkdtemp(path.join(tmpdir(), 'cuebrief-instance-'))),
      );
      // S3 checks presigned links against its own clock: the apps' must be the real time.
      const start = (dataDir: string, clock: TestClock) =>
        store.start({ ...s3.settings, DATA_DIR: dataDir, DEMO_DATA: 'false' }, { clock });
      const clock = createTestClock(new Date());
      one = { app: await start(dataDirs[0]!, clock), clock } as TestApp;
      two = await start(dataDirs[1]!, createTestClock(new Date()));
      stored = await storeEveryKindOfFile(one);
    });
    afterAll(async () => {
      await one?.app.close();
      await two?.close();
      await store?.drop();
      await s3?.close();
      await Promise.all((dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
    });

    /** A link the second instance gives to `token`'s account. */
    async function linkFromTwo(
      method: 'GET' | 'POST',
      url: string,
      token: string,
      query?: Record<string, string>,
    ): Promise<MediaLink> {
      const response = await call<MediaLink>(two, method, url, { token, query });
      expect(response.statusCode, response.raw).toBe(200);
      return response.body.data;
    }

    const bytesOf = async (url: string, range?: string) => {
      const response = await fetch(url, { headers: range ? { range } : {} });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };

    it('plays a take and a track uploaded through the other instance, by signed links in byte ranges', async () => {
      const { client, take, trackId, sent } = stored;
      const track = readToneMp3();
      for (const [audioId, mp3] of [
        [take.id, sent.mp3],
        [trackId, track],
      ] as const) {
        const link = await linkFromTwo(
          'POST',
          `${REQUEST}/audio/${audioId}/play`,
          client.accessToken,
        );
        const start = await bytesOf(link.url, 'bytes=0-99');
        expect(start.status).toBe(206);
        expectSameBytes(start.bytes, mp3.subarray(0, 100));
        const end = await bytesOf(link.url, `bytes=${mp3.length - 50}-`);
        expect(end.status).toBe(206);
        expectSameBytes(end.bytes, mp3.subarray(-50));
      }
    });

    it('lets its composer download every file of the take there: mp3, wav and stems, whole, under their names', async () => {
      const { composer, take, sent } = stored;
      const kinds: [AudioFileKind, Buffer][] = [
        ['mp3', sent.mp3],
        ['wav', sent.wav],
        ['stems', sent.stems],
      ];
      for (const [kind, bytes] of kinds) {
        const url = `${REQUEST}/audio/${take.id}/download`;
        const link = await linkFromTwo('GET', url, composer.accessToken, { kind });
        const response = await fetch(link.url);
        expect(response.status, kind).toBe(200);
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
        expectSameBytes(Buffer.from(await response.arrayBuffer()), bytes);
      }
    });

    it("shows the album's cover and the placement's image there, each with its thumbnail and variants", async () => {
      const { client, albumId, placementId } = stored;
      const album = await call<Album>(two, 'GET', `${REQUEST}/album/${albumId}`, {
        token: client.accessToken,
      });
      expect(album.statusCode, album.raw).toBe(200);
      const placement = await call<Placement>(two, 'GET', `${REQUEST}/placement/${placementId}`);
      expect(placement.statusCode, placement.raw).toBe(200);
      const { cover, thumbnail } = album.body.data;
      const { image: picture, thumbnail: pictureThumbnail } = placement.body.data;
      const variants = [...(cover?.srcset ?? []), ...(picture?.srcset ?? [])];
      expect(variants.map((variant) => variant.width)).toEqual([320, 640, 1200, 320, 640, 1200]);
      const images = [
        [thumbnail, 400],
        [pictureThumbnail, 400],
        ...variants.map((variant) => [variant, variant.width] as const),
      ] as const;
      for (const [link, width] of images) {
        const image = await bytesOf(link?.url ?? 'http://no-link.invalid');
        expect(image.status).toBe(200);
        expect((await webpSize(image.bytes)).width).toBe(width);
      }
    });

    it('draws the licence PDF there', async () => {
      const pdf = await licencePdf(two, stored.client.accessToken, stored.take.id);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it("streams a share link's take there in byte ranges, read from the bucket", async () => {
      const { client } = stored;
      const { token } = await sharedShortlistOf(one, client);
      const page = await openPage(two, token);
      const stream = await fetchFile(two, page.items[0]!.streamUrl, { range: 'bytes=10-19' });
      expect(stream.statusCode).toBe(206);
      expectSameBytes(stream.rawPayload, readToneMp3().subarray(10, 20));
    });

    it('keeps no file on either instance’s disk', async () => {
      for (const dataDir of dataDirs) expect(await filesUnder(dataDir)).toEqual([]);
    });
  },
);
