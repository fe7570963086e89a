import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Alias, type Plugin } from 'vite';

/** What the bundled pre-render module (src/guest/pre-render.tsx) offers the build. */
type PreRenderModule = {
  GUEST_PAGES: readonly { path: string; file: string }[];
  SESSION_MARK_SCRIPT: string;
  preRender: (page: { path: string; file: string }) => Promise<{ html: string; styles: string }>;
};

/** What Vite's manifest says of a module of the build. */
type ManifestEntry = { file: string; imports?: string[] };

/** The files a module of the build loads, its own first, from the build's manifest. */
export function filesOf(manifest: Record<string, ManifestEntry>, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files].map((file) => `/${file}`);
}

/** The signed-in app's entry script in the main build's index.html. */
const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A pre-rendered form's fields never go into an address: sent before its script runs (which holds
 * it: src/guest/early-input.ts) or without one, the browser posts it rather than putting its
 * fields, a password too, in the URL of a GET. The app sends its forms itself.
 */
const postedForms = (html: string) => html.replace(/<form(?=[\s>])/g, '<form method="post"');

/**
 * After the guest entry's build (guest.html and its scripts in `outDir`), renders each guest page
 * into a copy of guest.html under `pre-rendered/` (`/` as index.html, `/a/b` as a/b.html), which
 * the API sends for those addresses: the page's markup in #root, the CSS its components use in the
 * head, the inline script that marks a signed-in browser, the signed-in app's entry for that
 * browser to load (read from the main build's index.html, built before), and the files of the
 * guest entry's hydration (from this build's manifest), which a page that waits for the visitor
 * fetches ahead. `entry` is bundled for
 * Node with the same `aliases` (Preact's React layer) first, so the markup is what the browser's
 * first render makes.
 */
export function preRenderGuestPages(options: { entry: string; aliases: Alias[] }): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'cuebrief-pre-render-guest-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // Before the build's files are compressed, so the pages' twins are written too.
      order: 'pre',
      sequential: true,
      async handler() {
        const serverDir = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-pre-render-'));
        try {
          await build({
            configFile: false,
            root,
            // Its warnings are the client build's own ("use client" directives, React 19 names).
            logLevel: 'error',
            resolve: { alias: options.aliases },
            // Every package bundled, so each one's `react` is Preact's layer too.
            ssr: { noExternal: true },
            build: {
              ssr: options.entry,
              outDir: serverDir,
              emptyOutDir: true,
              rollupOptions: { output: { entryFileNames: 'pre-render.mjs' } },
            },
          });
          const renderer = (await import(
            pathToFileURL(path.join(serverDir, 'pre-render.mjs')).href
          )) as PreRenderModule;
          const template = await readFile(path.join(outDir, 'guest.html'), 'utf8');
          const appEntry = APP_ENTRY.exec(await readFile(path.join(outDir, 'index.html'), 'utf8'));
          if (!appEntry) throw new Error('index.html names no entry script: build it first');
          const manifest = JSON.parse(
            await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as Record<string, ManifestEntry>;
          const hydration = filesOf(manifest, 'src/guest/hydrate.tsx');
          if (hydration.length === 0)
            throw new Error('the manifest names no src/guest/hydrate.tsx');
          const head =
            `<meta name="cuebrief-app-entry" content="${appEntry[1]}">` +
            `<meta name="cuebrief-guest-scripts" content="${hydration.join(' ')}">` +
            `<script>${renderer.SESSION_MARK_SCRIPT}</script>`;
          for (const page of renderer.GUEST_PAGES) {
            const { html, styles } = await renderer.preRender(page);
            const file = path.join(outDir, 'pre-rendered', page.file);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(
              file,
              template
                .replace('</head>', `${head}${styles}</head>`)
                .replace('<div id="root"></div>', `<div id="root">${postedForms(html)}</div>`),
            );
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
