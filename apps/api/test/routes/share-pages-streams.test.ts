import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, type ApiResponse } from '../helpers/api';
import { expectSameBytes, readToneMp3 } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { countRows } from '../helpers/row-counts';
import { fetchFile, itemOf, openPage } from '../helpers/share-pages';
import { shareLinkOf, sharedShortlistOf, shortlistCalls } from '../helpers/shortlists';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
const HOUR_MS = 3600_000;
const mp3 = readToneMp3();

type Shared = Awaited<ReturnType<typeof sharedShortlistOf>>;
let shared: Shared;
/** The take's stream address, as an open gave it. */
let streamUrl: string;
beforeAll(async () => {
  shared = await sharedShortlistOf(t, signedIn.Client, {
    composer: signedIn.Composer,
    admin: signedIn.Admin,
  });
  streamUrl = itemOf(await openPage(t.app, shared.token), shared.takeItemId).streamUrl;
});

/** A refused stream answers the JSON envelope, as every refusal does. */
const refusalOf = (response: Awaited<ReturnType<typeof fetchFile>>): ApiResponse =>
  ({
    statusCode: response.statusCode,
    headers: response.headers,
    body: JSON.parse(response.body),
    raw: response.body,
  }) as ApiResponse;

/** The address with parts of its query changed. */
function withQuery(url: string, changes: Record<string, string>): string {
  const changed = new URL(url);
  for (const [name, value] of Object.entries(changes)) changed.searchParams.set(name, value);
  return changed.toString();
}

describe('GET/HEAD /share/{token}/items/{itemId}/stream', () => {
  it("sends the item's mp3 whole, with its length, ranges on offer and a private cache until the pass ends", async () => {
    const response = await fetchFile(t.app, streamUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(mp3.length),
      'accept-ranges': 'bytes',
      'cache-control': `private, max-age=${12 * 3600}`,
    });
    expectSameBytes(response.rawPayload, mp3);
  });

  it('answers byte ranges with 206 and the exact bytes, and a range past the end with 416', async () => {
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=-300', mp3.length - 300, mp3.length - 1],
    ] as const) {
      const response = await fetchFile(t.app, streamUrl, { range });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${mp3.length}`);
      expectSameBytes(response.rawPayload, mp3.subarray(start, end + 1));
    }
    const past = await fetchFile(t.app, streamUrl, { range: `bytes=${mp3.length}-` });
    expectRefusal(refusalOf(past), 416, 'RANGE_NOT_SATISFIABLE');
    expect(past.headers['content-range']).toBe(`bytes */${mp3.length}`);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const whole = await fetchFile(t.app, streamUrl, {}, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(mp3.length));
    expect(whole.rawPayload).toHaveLength(0);
    const part = await fetchFile(t.app, streamUrl, { range: 'bytes=0-9' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${mp3.length}`);
    expect(part.rawPayload).toHaveLength(0);
  });

  it('records nothing: no play segment and no listen, however many ranges are fetched', async () => {
    const before = await countRows(t.app);
    for (const range of ['bytes=0-999', 'bytes=1000-', 'bytes=0-']) {
      expect((await fetchFile(t.app, streamUrl, { range })).statusCode).toBe(206);
    }
    expect(await countRows(t.app)).toEqual(before);
  });

  it("refuses a forged signature, another item's signature and a changed expiry with 403", async () => {
    const url = new URL(streamUrl);
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const page = await openPage(t.app, shared.token);
    const trackSignature =
      new URL(itemOf(page, shared.trackItemId).streamUrl).searchParams.get('signature') ?? '';
    for (const forged of [
      withQuery(streamUrl, { signature: `x${signature.slice(1)}` }),
      withQuery(streamUrl, { signature: trackSignature }),
      withQuery(streamUrl, { expires: String(Number(expires) + 3600) }),
      withQuery(streamUrl, { expires: 'soon' }),
      `${url.origin}${url.pathname}`,
    ]) {
      const response = await fetchFile(t.app, forged);
      expectRefusal(refusalOf(response), 403, 'FORBIDDEN');
      expect(JSON.parse(response.body).status.message).toBe('This address is not valid.');
    }
  });

  it("answers 404 for another shortlist's item through this link, however it is signed", async () => {
    const other = await sharedShortlistOf(t, signedIn.Client, {
      composer: signedIn.Composer,
      admin: signedIn.Admin,
      title: 'Other campaign',
    });
    const otherUrl = itemOf(await openPage(t.app, other.token), other.takeItemId).streamUrl;
    const crossed = otherUrl.replace(other.token, shared.token);
    expectRefusal(refusalOf(await fetchFile(t.app, crossed)), 404, 'NOT_FOUND');
    expect((await fetchFile(t.app, otherUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);
  });

  it('refuses an address past its pass with 403, and a new open gives a new one', async () => {
    t.clock.advance(12 * HOUR_MS);
    const response = await fetchFile(t.app, streamUrl);
    expectRefusal(refusalOf(response), 403, 'FORBIDDEN');
    expect(JSON.parse(response.body).status.message).toBe(
      'This address has expired. Please open the page again.',
    );
    streamUrl = itemOf(await openPage(t.app, shared.token), shared.takeItemId).streamUrl;
    expect((await fetchFile(t.app, streamUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);
    await signedIn.signInAgain();
  });
});

describe('a stream whose link stops', () => {
  it('stops at the next request once the link is revoked, GET and HEAD alike', async () => {
    const link = await shareLinkOf(t, signedIn.Client.accessToken, shared.shortlist.id);
    const url = itemOf(await openPage(t.app, link.token), shared.trackItemId).streamUrl;
    expect((await fetchFile(t.app, url, { range: 'bytes=0-99' })).statusCode).toBe(206);
    const revoked = await shortlistCalls.revokeLink(
      t.app,
      signedIn.Client.accessToken,
      shared.shortlist.id,
      link.link.id,
    );
    expect(revoked.statusCode, revoked.raw).toBe(200);
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await fetchFile(t.app, url, { range: 'bytes=100-199' }, method);
      expect(response.statusCode).toBe(410);
      if (method === 'GET') expectRefusal(refusalOf(response), 410, 'LINK_REVOKED');
    }
  });

  it('stops once the link expires, by the app clock', async () => {
    const link = await shareLinkOf(t, signedIn.Client.accessToken, shared.shortlist.id, {
      expiresAt: new Date(t.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    const url = itemOf(await openPage(t.app, link.token), shared.takeItemId).streamUrl;
    expect((await fetchFile(t.app, url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    t.clock.advance(HOUR_MS);
    expectRefusal(refusalOf(await fetchFile(t.app, url)), 410, 'LINK_EXPIRED');
  });

  it('stops once the item leaves the shortlist or the shortlist is deleted', async () => {
    await signedIn.signInAgain();
    const other = await sharedShortlistOf(t, signedIn.Client, {
      composer: signedIn.Composer,
      admin: signedIn.Admin,
      title: 'Short-lived',
    });
    const page = await openPage(t.app, other.token);
    const takeUrl = itemOf(page, other.takeItemId).streamUrl;
    const trackUrl = itemOf(page, other.trackItemId).streamUrl;
    const client = signedIn.Client.accessToken;
    const removed = await shortlistCalls.removeItem(
      t.app,
      client,
      other.shortlist.id,
      other.takeItemId,
    );
    expect(removed.statusCode, removed.raw).toBe(200);
    expectRefusal(refusalOf(await fetchFile(t.app, takeUrl)), 404, 'NOT_FOUND');
    expect((await fetchFile(t.app, trackUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);
    const deleted = await shortlistCalls.remove(t.app, client, other.shortlist.id);
    expect(deleted.statusCode, deleted.raw).toBe(200);
    const gone = refusalOf(await fetchFile(t.app, trackUrl));
    expectRefusal(gone, 404, 'NOT_FOUND');
    expect(gone.body.status.message).toBe('This link does not exist.');
  });
});
