// Bundles the API into dist/server.js. npm packages stay external (installed beside it);
// the workspace's own shared package is bundled in, and the SQL migrations are copied along.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@cuebrief/'),
);

await rm(new URL('dist', root), { recursive: true, force: true });
await build({
  entryPoints: [new URL('src/server.ts', root).pathname],
  outfile: new URL('dist/server.js', root).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations', root), new URL('dist/migrations', root), { recursive: true });
