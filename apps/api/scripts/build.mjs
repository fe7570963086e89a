// Bundles the API into dist/server.js, and its worker threads (mp3 decoding, audio analysis,
// images' renditions)
// beside it (the server starts them from there). npm packages stay external (installed beside it); the workspace's own shared
// package is bundled in, and the SQL migrations are copied along.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@cuebrief/'),
);

await rm(new URL('dist', root), { recursive: true, force: true });
await build({
  entryPoints: {
    server: new URL('src/server.ts', root).pathname,
    'mp3-decode-worker': new URL('src/modules/audio/inspect/mp3-decode-worker.ts', root).pathname,
    'analysis-worker': new URL('src/modules/analysis/analysis-worker.ts', root).pathname,
    'image-worker': new URL('src/modules/audio/images/image-worker.ts', root).pathname,
  },
  outdir: new URL('dist', root).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations', root), new URL('dist/migrations', root), { recursive: true });
