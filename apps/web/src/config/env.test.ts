import { describe, expect, it } from 'vitest';
import { musicViewOf, stripePublishableKeyOf } from './env';

/** A page whose head holds `tags`, as the server sends index.html. */
function pageWith(tags: string): Document {
  return new DOMParser().parseFromString(
    `<html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
}

describe('the music-view flag', () => {
  it("takes the server's meta tag over the build's setting", () => {
    const off = pageWith('<meta name="cuebrief-music-view" content="false">');
    const on = pageWith('<meta name="cuebrief-music-view" content="true">');
    expect(musicViewOf(off, undefined)).toBe(false);
    expect(musicViewOf(off, 'true')).toBe(false);
    expect(musicViewOf(on, 'false')).toBe(true);
  });

  it("falls back to the build's VITE_MUSIC_VIEW without the tag, on by default", () => {
    const bare = pageWith('<meta charset="utf-8">');
    expect(musicViewOf(bare, 'false')).toBe(false);
    expect(musicViewOf(bare, 'true')).toBe(true);
    expect(musicViewOf(bare, undefined)).toBe(true);
    expect(musicViewOf(undefined, 'false')).toBe(false);
  });
});

describe("the card provider's publishable key", () => {
  it("takes the server's meta tag over the build's setting", () => {
    const given = pageWith(
      '<meta name="cuebrief-music-view" content="true"><meta name="cuebrief-stripe-publishable-key" content="pk_live_51Server">',
    );
    expect(stripePublishableKeyOf(given, undefined)).toBe('pk_live_51Server');
    expect(stripePublishableKeyOf(given, 'pk_test_51Build')).toBe('pk_live_51Server');
  });

  it("falls back to the build's VITE_STRIPE_PUBLISHABLE_KEY, and is unset without either", () => {
    // The server adds no tag when STRIPE_PUBLISHABLE_KEY is unset.
    const bare = pageWith('<meta name="cuebrief-music-view" content="true">');
    expect(stripePublishableKeyOf(bare, 'pk_test_51Build')).toBe('pk_test_51Build');
    expect(stripePublishableKeyOf(bare, undefined)).toBeUndefined();
    expect(stripePublishableKeyOf(bare, '')).toBeUndefined();
    expect(stripePublishableKeyOf(undefined, undefined)).toBeUndefined();
  });
});
