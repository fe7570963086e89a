import type { Plugin } from 'vite';

/** A stylesheet link as Vite writes it into a built page. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Puts the built stylesheets of one page (`page`, such as listen.html) into the page itself as a
 * `<style>` element: a small page then paints from its HTML alone, without waiting a round trip
 * for its CSS. Only for a page whose CSS is a few KB; the page CSP allows inline styles (not
 * inline scripts).
 */
export function inlineStylesheet(page: string): Plugin {
  return {
    name: 'cuebrief-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.filename.endsWith(`/${page}`)) return html;
        return html.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source).trim()}</style>`;
        });
      },
    },
  };
}
