// By its file, not the package: Vite bundles the config's relative imports, while Node cannot load
// the workspace package's TypeScript entry.
import { COLOR_SCHEME_SCRIPT } from '../../../packages/shared/src/constants/color-scheme';
import type { Plugin } from 'vite';

/**
 * Puts the colour-scheme script (COLOR_SCHEME_SCRIPT, decision 042) first in the head of the
 * app's pages (`pages`, by file name), in development and in the build alike: it runs before
 * anything paints, so a page shows the scheme chosen from its first frame. The text is the
 * shared constant's, whose hash the API's page CSP allows.
 */
export function colorSchemeScript(pages: readonly string[]): Plugin {
  return {
    name: 'cuebrief-color-scheme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!pages.some((page) => context.filename.endsWith(`/${page}`))) return html;
        return [{ tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' }];
      },
    },
  };
}
