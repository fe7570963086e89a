import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createMediaLinkSigner, type MediaLinkQuery } from './media-links';

const SECRET = 'a-test-secret-that-is-long-enough-for-signing';
const now = new Date('2026-11-21T10:00:00.000Z');
const inAnHour = new Date('2026-11-21T11:00:00.000Z');

/** The key and query of a signed path, as the route receives them. */
function parse(signed: string): { storageKey: string; query: MediaLinkQuery } {
  const url = new URL(signed, 'http://localhost');
  return {
    storageKey: url.pathname.slice(1),
    query: Object.fromEntries(url.searchParams) as MediaLinkQuery,
  };
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('media links', () => {
  const signer = createMediaLinkSigner(SECRET);
  const verify = (signed: string, at = now) => {
    const { storageKey, query } = parse(signed);
    return signer.verify(storageKey, query, at);
  };

  it('carry the key in the path, and the expiry and download name in the signed query', () => {
    const claims = {
      storageKey: 'audio/a.wav',
      expiresAt: inAnHour,
      downloadName: 'Sünrise & co (v2).wav',
    };
    const signed = signer.sign(claims);
    expect(signed).toMatch(/^\/audio\/a\.wav\?expires=\d+&download=.+&signature=[\w-]{43}$/);
    expect(verify(signed)).toEqual(claims);
    expect(verify(signer.sign({ storageKey: 'audio/a.mp3', expiresAt: inAnHour }))).toEqual({
      storageKey: 'audio/a.mp3',
      expiresAt: inAnHour,
      downloadName: undefined,
    });
  });

  it('stop working when they expire', () => {
    const signed = signer.sign({ storageKey: 'audio/a.wav', expiresAt: inAnHour });
    expect(verify(signed, new Date(inAnHour.getTime() - 1000)).storageKey).toBe('audio/a.wav');
    expect(refusal(() => verify(signed, inAnHour))).toMatch(/expired/);
  });

  it('refuse a changed key, expiry or name, another secret, and missing parts', () => {
    const signed = signer.sign({ storageKey: 'audio/a.wav', expiresAt: inAnHour });
    const { query } = parse(signed);
    const later = String(Number(query.expires) + 86_400);
    const other = createMediaLinkSigner(`${SECRET}-other`);
    const cases: [string, MediaLinkQuery][] = [
      ['audio/b.wav', query],
      ['audio/a.wav', { ...query, expires: later }],
      ['audio/a.wav', { ...query, download: 'x.wav' }],
      ['audio/a.wav', { ...query, signature: `${query.signature}x` }],
      ['audio/a.wav', { expires: query.expires }],
      ['audio/a.wav', { signature: query.signature }],
      ['audio/a.wav', { ...query, expires: '1e12' }],
      ['audio/a.wav', parse(other.sign({ storageKey: 'audio/a.wav', expiresAt: inAnHour })).query],
    ];
    for (const [storageKey, forged] of cases) {
      expect(refusal(() => signer.verify(storageKey, forged, now))).toBe('This link is not valid.');
    }
  });
});
