import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSharePage, sendPlayBeacon, ShareCallError } from './share-api';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const SEGMENT = {
  pass: 'the-pass',
  itemId: '00000000-0000-4000-8000-000000000001',
  segmentId: '00000000-0000-4000-8000-000000000002',
  fromSeconds: 0,
  seconds: 12,
};

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => {
  // jsdom has no sendBeacon of its own: remove the test's.
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe("the share page's calls", () => {
  it('sends the last report of a segment as a JSON beacon', async () => {
    const beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    sendPlayBeacon(TOKEN, SEGMENT);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe(`/users/v1/share/${TOKEN}/plays`);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(blob))).toEqual(SEGMENT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a kept-alive fetch where the browser refuses the beacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    sendPlayBeacon(TOKEN, SEGMENT);
    expect(fetchMock).toHaveBeenCalledWith(
      `/users/v1/share/${TOKEN}/plays`,
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(SEGMENT) }),
    );
  });

  it("reads a refusal's code, and Retry-After on a 429", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: { code: 429, error: 'TOO_MANY_REQUESTS', message: 'Too many' },
              data: null,
            }),
            { status: 429, headers: { 'retry-after': '120' } },
          ),
      ),
    );
    const refused = await openSharePage(TOKEN, { password: 'x' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ShareCallError);
    expect(refused).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 120,
    });
  });

  it('tells a call that never reached the server from a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const refused = await openSharePage(TOKEN, {}).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
