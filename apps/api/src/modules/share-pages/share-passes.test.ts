import { describe, expect, it } from 'vitest';
import { createSharePasses } from './share-passes';

const SECRET = 'a-test-secret-that-is-long-enough-for-signing';
const now = new Date('2026-11-21T10:00:00.000Z');
const HOUR_MS = 3600_000;
const link = {
  id: '0b0e7a4c-4d1e-4a57-9a0e-3f5d2c1b0a99',
  expiresAt: new Date('2026-12-05T10:00:00Z'),
};
const otherLinkId = '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const itemId = 'c0ffee00-1234-4567-89ab-cdef01234567';

describe('share passes', () => {
  const passes = createSharePasses(SECRET);

  it('lasts 12 hours, or until the link ends when that is sooner', () => {
    expect(passes.passFor(link, now).expiresAt).toEqual(new Date(now.getTime() + 12 * HOUR_MS));
    const soon = { ...link, expiresAt: new Date(now.getTime() + 2 * HOUR_MS + 500) };
    // Whole seconds, as the pass writes them.
    expect(passes.passFor(soon, now).expiresAt).toEqual(new Date(now.getTime() + 2 * HOUR_MS));
  });

  it('is good for its link until it ends, and for nothing else', () => {
    const { pass } = passes.passFor(link, now);
    expect(passes.isValidPass(link.id, pass, now)).toBe(true);
    expect(passes.isValidPass(link.id, pass, new Date(now.getTime() + 12 * HOUR_MS - 1))).toBe(
      true,
    );
    expect(passes.isValidPass(link.id, pass, new Date(now.getTime() + 12 * HOUR_MS))).toBe(false);
    expect(passes.isValidPass(otherLinkId, pass, now)).toBe(false);
    expect(createSharePasses(`${SECRET}!`).isValidPass(link.id, pass, now)).toBe(false);
    const [expires, signature] = pass.split('.');
    for (const forged of [
      `${Number(expires) + 60}.${signature}`,
      `${expires}.${signature}.x`,
      `${expires}`,
      '',
      `abc.${signature}`,
    ]) {
      expect(passes.isValidPass(link.id, forged, now), forged).toBe(false);
    }
  });

  it("signs a stream for its link and item, expiring with the pass; a pass's signature is no stream's", () => {
    const { pass, expiresAt } = passes.passFor(link, now);
    const query = Object.fromEntries(
      new URLSearchParams(passes.streamQuery(link.id, itemId, expiresAt)),
    );
    expect(passes.checkStream(link.id, itemId, query, now)).toEqual({ until: expiresAt });
    expect(passes.checkStream(link.id, itemId, query, expiresAt)).toBe('expired');
    expect(passes.checkStream(otherLinkId, itemId, query, now)).toBe('forged');
    expect(passes.checkStream(link.id, otherLinkId, query, now)).toBe('forged');
    const [expires, passSignature] = pass.split('.');
    expect(passes.checkStream(link.id, itemId, { expires, signature: passSignature }, now)).toBe(
      'forged',
    );
    expect(passes.checkStream(link.id, itemId, { expires: query.expires }, now)).toBe('forged');
  });
});
