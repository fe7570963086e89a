import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { SESSION_MARK_SCRIPT } from '@cuebrief/shared';
import { renderToString } from 'react-dom/server';
import '../lib/i18n/i18n';
import { GuestApp } from './guest-app';
import { GUEST_PAGES, type GuestPage } from './guest-pages';

/*
 * The build's pre-render of the guest pages (build-tools/pre-render.ts bundles this file for
 * Node, on the same Preact layer as the guest entry, and calls it): each page's HTML as a guest
 * first sees it, and the CSS its components inserted, so the page paints from its HTML alone.
 */

export { GUEST_PAGES, SESSION_MARK_SCRIPT };

/** What one page adds to guest.html: the markup inside #root and the styles for the head. */
export type PreRendered = { html: string; styles: string };

/**
 * Renders `page` as the guest entry's first render will (its data, such as the placements, not
 * there yet). Emotion keeps the styles in its cache (`compat`) instead of writing `<style>` beside
 * the markup; they go into the head, under the ids the browser's Emotion takes over without
 * inserting them again (its `css` key, MUI's; global styles under `css-global`).
 */
export async function preRender(page: GuestPage): Promise<PreRendered> {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const Page = await page.load();
  const html = renderToString(
    <CacheProvider value={cache}>
      <GuestApp opened={{ path: page.path, Page }} location={page.path} />
    </CacheProvider>,
  );
  // As @emotion/server picks a page's critical CSS: the classes in the markup, and the global
  // styles (CssBaseline's, keyframes), which are never registered as a class.
  const used = new Set(Array.from(html.matchAll(/\bcss-([\w-]+)/g), (match) => match[1]));
  const scoped: string[] = [];
  const global: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`css-${id}`] === undefined) {
      global.push(`<style data-emotion="css-global ${id}">${rules}</style>`);
    } else {
      // An id the markup lacks is a part's inner class (MUI's IconButton's styles before they are
      // merged with ButtonBase's into the one class the element wears): never drawn, so its CSS is
      // left out, but it is named, or the browser's Emotion would insert it as it hydrates (a
      // hundred rules on a Q&A page, each a change to the page's style sheet).
      scoped.push(id);
      if (used.has(id)) css += rules;
    }
  }
  const styles = `${global.join('')}<style data-emotion="css ${scoped.join(' ')}">${css}</style>`;
  return { html, styles };
}
