import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { colorSchemeScript } from './build-tools/color-scheme-script';
import { PREACT_REPLACEMENTS } from './build-tools/preact-for-share-page';
import { precompress } from './build-tools/precompress';
import { preRenderGuestPages } from './build-tools/pre-render';

/**
 * Every file of this build, packages included, on Preact's React layer; `react` itself with the
 * one hook of React 19 the layer lacks (src/guest/react-on-preact.ts).
 */
const aliases: Alias[] = Object.entries({
  ...PREACT_REPLACEMENTS,
  react: fileURLToPath(new URL('./src/guest/react-on-preact.ts', import.meta.url)),
}).map(([name, replacement]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement,
}));

/*
 * The guest pages' build (issue 17, decision 034), run after the main one (vite.config.ts) into
 * the same folder: guest.html's entry, on Preact's React layer as the share page is, and each
 * guest page pre-rendered from it. The development server and the tests run these pages in the
 * signed-in app's entry, on React.
 */
export default defineConfig({
  plugins: [
    react(),
    colorSchemeScript(['guest.html']),
    preRenderGuestPages({ entry: 'src/guest/pre-render.tsx', aliases }),
    precompress(),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    // Read by the pre-render: which files the guest entry's hydration loads (.vite/ is never served).
    manifest: true,
    rollupOptions: {
      input: { guest: fileURLToPath(new URL('./guest.html', import.meta.url)) },
    },
  },
});
