import { vi } from 'vitest';

/** Whether a media query's width conditions (`min-width`, `max-width`, in px) hold at `width`. */
export function holdsAt(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, bound, pixels]) =>
      bound === 'min' ? width >= Number(pixels) : width <= Number(pixels),
    )
  );
}

/**
 * For tests: CSS media queries (MUI's useMediaQuery, the theme's breakpoints) answer as on a
 * screen `width` px wide, a phone's 390 say. jsdom has no layout, so without this every query is
 * false. Undone after each test with the other globals (test/setup.ts).
 */
export function stubScreenWidth(width: number): void {
  stubMediaQueries((query) => holdsAt(query, width));
}

/**
 * For tests: every CSS media query answers `matches(query)`, the device's colour scheme say.
 * Undone after each test with the other globals (test/setup.ts).
 */
export function stubMediaQueries(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/**
 * For tests: a screen whose width changes while the page is open, as a window dragged wider.
 * Media queries answer as `stubScreenWidth`'s, and `resize` tells each listener whose answer
 * changed, as a browser does.
 */
export function stubResizableScreen(initialWidth: number): { resize: (width: number) => void } {
  let width = initialWidth;
  const lists: { query: string; matches: boolean; listeners: Set<(event: unknown) => void> }[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    const listeners = new Set<(event: unknown) => void>();
    const entry = { query, matches: holdsAt(query, width), listeners };
    lists.push(entry);
    return {
      get matches() {
        return holdsAt(query, width);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: unknown) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: unknown) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: unknown) => void) => listeners.add(listener),
      removeListener: (listener: (event: unknown) => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    };
  });
  return {
    resize(newWidth: number) {
      width = newWidth;
      for (const entry of lists) {
        const matches = holdsAt(entry.query, width);
        if (matches === entry.matches) continue;
        entry.matches = matches;
        for (const listener of entry.listeners) listener({ matches, media: entry.query });
      }
    },
  };
}
