import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { colorSchemeScript } from './build-tools/color-scheme-script';
import { inlineStylesheet } from './build-tools/inline-stylesheet';
import { preactForSharePage } from './build-tools/preact-for-share-page';
import { precompress } from './build-tools/precompress';

const api = process.env.API_URL ?? 'http://localhost:3000';
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** In development too, /listen/<token> opens the share page's entry, as the API serves it. */
function sharePageInDevelopment(): Plugin {
  return {
    name: 'cuebrief-share-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith('/listen/')) request.url = '/listen.html';
        next();
      });
    },
  };
}

// In development Vite serves the app and forwards API calls to the API process.
export default defineConfig({
  plugins: [
    // The share page is judged on a phone: it runs on Preact's small React layer, and its 4 KB of
    // CSS ride in its HTML.
    preactForSharePage('/src/listen/'),
    react(),
    colorSchemeScript(['index.html']),
    inlineStylesheet('listen.html'),
    precompress(),
    sharePageInDevelopment(),
  ],
  server: {
    port: 5173,
    proxy: { '/users': api, '/tickets': api, '/health': api, '/docs': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      // Two pages: the app, and the recipient's page of a share link (/listen/<token>), a lean
      // entry of its own that loads none of the app's code (docs/contracts.md#the-recipients-page).
      input: { main: page('./index.html'), listen: page('./listen.html') },
    },
  },
});
