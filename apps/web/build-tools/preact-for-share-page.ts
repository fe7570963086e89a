import type { Plugin } from 'vite';

/**
 * What code written for React imports, and what a build on Preact gives it instead: the share
 * page's files here, every file of the guest pages' build (vite.guest.config.ts).
 */
export const PREACT_REPLACEMENTS: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/**
 * Builds the share page (files under `folder`, such as `/src/listen/`) on Preact's React-compatible
 * layer instead of React: the same code, written and tested against React's API, ships about 12 KB
 * of runtime instead of 65 KB gzipped, and a phone no longer spends a long task evaluating
 * react-dom before the page can ask for its shortlist (Lighthouse's blocking time; issue 15's
 * performance target). Only in the build, and only for those files: the app keeps React, and the
 * development server and the tests run the share page on React too.
 */
export function preactForSharePage(folder: string): Plugin {
  return {
    name: 'cuebrief-preact-for-share-page',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      const replacement = PREACT_REPLACEMENTS[source];
      if (!replacement || !importer?.includes(folder)) return null;
      return this.resolve(replacement, importer, { skipSelf: true });
    },
  };
}
