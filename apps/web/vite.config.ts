import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress';

const api = process.env.API_URL ?? 'http://localhost:3000';

// In development Vite serves the app and forwards API calls to the API process.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/users': api, '/tickets': api, '/health': api, '/docs': api },
  },
  build: { outDir: 'dist', sourcemap: true },
});
