import { beforeAll, describe, expect, it } from 'vitest';
import type { ShareDownloadKind } from '@cuebrief/shared';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { expectRefusal } from '../helpers/api';
import { writeWav, zipBytes } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { acceptOffer, offerOn } from '../helpers/licences';
import { payInSandbox, sandboxConfig } from '../helpers/payments';
import { albumOf, published, trackInfo, trackOf } from '../helpers/catalogue';
import { countRows } from '../helpers/row-counts';
import { fetchFile, itemOf, openPage, rowsIn, shareCalls } from '../helpers/share-pages';
import { shareLinkOf, sharedShortlistOf, shortlistCalls, shortlistOf } from '../helpers/shortlists';
import { infoPart, mp3Part, submittedAudio, uploadStems, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ config: sandboxConfig });
const signedIn = useEveryRole(t);

/** The take (mp3, wav and stems) and the catalogue track (mp3 and wav) on one shortlist. */
let takeItemId: string;
let trackItemId: string;
let take: { id: string; audioType: string; title: string };
let track: { id: string; audioType: string };
let shortlistId: string;

beforeAll(async () => {
  const client = signedIn.Client.accessToken;
  const composer = signedIn.Composer.accessToken;
  ({ audio: take } = await submittedAudio(t, { client, composer }, [mp3Part(), wavPart(1)]));
  const stems = await uploadStems(t.app, composer, take.id, [
    {
      name: 'file',
      filename: 'stems.zip',
      data: zipBytes({ 'drums.wav': writeWav({ seconds: 1 }) }),
    },
  ]);
  expect(stems.statusCode, stems.raw).toBe(200);
  const album = await albumOf(t.app, signedIn.Admin.accessToken);
  track = await trackOf(t.app, signedIn.Admin.accessToken, album.id, [
    mp3Part(),
    wavPart(1),
    infoPart(trackInfo()),
  ]);
  await published(t.app, signedIn.Admin.accessToken, album.id);
  shortlistId = (await shortlistOf(t, client)).id;
  for (const audioId of [take.id, track.id]) {
    const added = await shortlistCalls.addItem(t.app, client, shortlistId, { audioId });
    expect(added.statusCode, added.raw).toBe(200);
  }
  const items = (await shortlistCalls.get(t.app, client, shortlistId)).body.data.items;
  [takeItemId, trackItemId] = items.map((item) => item.id) as [string, string];
});

/** A link of the shortlist, opened: its token, id, page and pass. */
async function openedLink(allowDownloads: boolean) {
  const { token, link } = await shareLinkOf(t, signedIn.Client.accessToken, shortlistId, {
    allowDownloads,
  });
  const page = await openPage(t.app, token);
  return { token, linkId: link.id, page, pass: page.pass };
}

const download = (token: string, itemId: string, pass: string, kind: ShareDownloadKind) =>
  shareCalls.download(t.app, token, itemId, { pass, kind });

/** A client's offer on the audio, accepted and paid: they hold a licence on it. */
async function licenseTo(client: SignedIn, audio: { id: string; audioType: string }) {
  const offer = await offerOn(t.app, client.accessToken, audio);
  await payInSandbox(
    t.app,
    await acceptOffer(t.app, signedIn.Admin.accessToken, audio.id, offer.id),
  );
}

/** Refused as a file this link may not give: 403 with the contract's words, nothing counted. */
async function expectRefusedDownload(
  token: string,
  itemId: string,
  pass: string,
  kind: ShareDownloadKind,
) {
  const before = await countRows(t.app);
  const response = await download(token, itemId, pass, kind);
  expectRefusal(response, 403, 'FORBIDDEN');
  expect(response.body.status.message).toBe('This file cannot be downloaded through this link.');
  expect(await countRows(t.app)).toEqual(before);
}

describe('POST /share/{token}/items/{itemId}/download', () => {
  it('gives nothing through a link without downloads, not even an mp3', async () => {
    const { token, page, pass } = await openedLink(false);
    expect(page.items.map((item) => item.downloads)).toEqual([[], []]);
    for (const kind of ['mp3', 'wav', 'stems'] as const) {
      await expectRefusedDownload(token, takeItemId, pass, kind);
    }
  });

  it('gives the mp3 through a link with downloads, as a signed address that saves it under its title, counted once per address', async () => {
    const { token, page, pass } = await openedLink(true);
    expect(itemOf(page, takeItemId).downloads).toEqual(['mp3']);
    expect(itemOf(page, trackItemId).downloads).toEqual(['mp3']);
    const before = await rowsIn(t.app, 'share_downloads');
    const response = await download(token, takeItemId, pass, 'mp3');
    expect(response.statusCode, response.raw).toBe(200);
    const saved = await fetchFile(t.app, response.body.data.url);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-type']).toBe('audio/mpeg');
    expect(saved.headers['content-disposition']).toContain(`${take.title}.mp3`);
    expect(await rowsIn(t.app, 'share_downloads')).toBe(before + 1);
  });

  it('never gives the wav or stems of an item its client holds no licence on', async () => {
    const { token, pass } = await openedLink(true);
    await expectRefusedDownload(token, takeItemId, pass, 'wav');
    await expectRefusedDownload(token, takeItemId, pass, 'stems');
    // Another client's licence is theirs, not this link's.
    await licenseTo(await loginAs(t.app, 'Client'), track);
    const { page } = await openedLink(true);
    expect(itemOf(page, trackItemId).downloads).toEqual(['mp3']);
  });

  it("gives the wav and stems once the shortlist's client holds a licence on the item, and only the files it has", async () => {
    await licenseTo(signedIn.Client, take);
    const { token, page, pass } = await openedLink(true);
    expect(itemOf(page, takeItemId).downloads).toEqual(['mp3', 'wav', 'stems']);
    for (const [kind, type] of [
      ['wav', 'audio/wav'],
      ['stems', 'application/zip'],
    ] as const) {
      const response = await download(token, takeItemId, pass, kind);
      expect(response.statusCode, response.raw).toBe(200);
      const saved = await fetchFile(t.app, response.body.data.url, {}, 'HEAD');
      expect(saved.headers['content-type']).toBe(type);
    }
    // The track is the client's too now: its mp3 and wav, as it has no stems.
    await licenseTo(signedIn.Client, track);
    expect(itemOf((await openedLink(true)).page, trackItemId).downloads).toEqual(['mp3', 'wav']);
    // Licensed or not, a link without downloads gives nothing.
    const closed = await openedLink(false);
    expect(itemOf(closed.page, takeItemId).downloads).toEqual([]);
    await expectRefusedDownload(closed.token, takeItemId, closed.pass, 'wav');
  });

  it("is the client's statistics: downloads per link and item", async () => {
    const { token, pass, linkId } = await openedLink(true);
    expect((await download(token, trackItemId, pass, 'mp3')).statusCode).toBe(200);
    expect((await download(token, trackItemId, pass, 'mp3')).statusCode).toBe(200);
    const shortlist = await shortlistCalls.get(t.app, signedIn.Client.accessToken, shortlistId);
    const link = shortlist.body.data.links.find((candidate) => candidate.id === linkId);
    expect(link?.downloads).toBe(2);
    expect(link?.items.find((item) => item.itemId === trackItemId)?.downloads).toBe(2);
  });

  it("answers another shortlist's item 404, a bad pass 401 and an unknown kind 400, counting nothing", async () => {
    const { token, pass } = await openedLink(true);
    const other = await sharedShortlistOf(t, signedIn.Client, {
      composer: signedIn.Composer,
      admin: signedIn.Admin,
      title: 'Other campaign',
      link: { allowDownloads: true },
    });
    const before = await countRows(t.app);
    expectRefusal(await download(token, other.takeItemId, pass, 'mp3'), 404, 'NOT_FOUND');
    expectRefusal(await download(token, takeItemId, 'x', 'mp3'), 401, 'LINK_PASSWORD_REQUIRED');
    const unknown = await shareCalls.download(t.app, token, takeItemId, { pass, kind: 'flac' });
    expectRefusal(unknown, 400, 'VALIDATION_FAILED', ['kind']);
    expect(await countRows(t.app)).toEqual(before);
  });
});
