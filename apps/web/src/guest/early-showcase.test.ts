import { afterEach, describe, expect, it, vi } from 'vitest';
import { placementsListUrl } from '../features/placements/api/showcase-call';
import { takeEarlyCall } from '../lib/early-calls';
import { startShowcaseEarly } from './early-showcase';

const PICTURE = {
  url: '/img/full.webp',
  srcset: [
    { url: '/img/320.webp', width: 320 },
    { url: '/img/full.webp', width: 1200 },
  ],
};

/** A page whose showcase begins `top` px down, and a server answering the placements call. */
function pageWithShowcaseAt(top: number) {
  const root = document.createElement('div');
  const showcase = Object.assign(document.createElement('section'), {
    getBoundingClientRect: () => ({ top }) as DOMRect,
  });
  showcase.setAttribute('data-loads-data', '');
  root.append(showcase);
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(Response.json({ data: [{ id: 'p1', image: PICTURE }] }));
  return { root, fetchSpy };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('startShowcaseEarly', () => {
  it('asks for the placements at once when the showcase begins in the first screen, and preloads the first picture', async () => {
    const { root, fetchSpy } = pageWithShowcaseAt(714);
    expect(startShowcaseEarly(root, 823)).toBe(true);
    expect(fetchSpy).toHaveBeenCalledWith(placementsListUrl(3), expect.anything());
    // The showcase's query takes the started call once; a second query asks anew.
    const early = takeEarlyCall(placementsListUrl(3));
    expect(await early).toEqual([{ id: 'p1', image: PICTURE }]);
    expect(takeEarlyCall(placementsListUrl(3))).toBeUndefined();
    const link = await vi.waitFor(() => {
      const preload = document.head.querySelector('link[rel="preload"]');
      if (!preload) throw new Error('no preload yet');
      return preload;
    });
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('imagesrcset')).toBe('/img/320.webp 320w, /img/full.webp 1200w');
    expect(link.getAttribute('imagesizes')).toContain('100vw');
  });

  it('leaves a showcase below the first screen to load once it is scrolled to', () => {
    const { root, fetchSpy } = pageWithShowcaseAt(900);
    expect(startShowcaseEarly(root, 823)).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlyCall(placementsListUrl(3))).toBeUndefined();
  });
});
