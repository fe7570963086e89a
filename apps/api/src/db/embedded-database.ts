import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database, beside PGlite's own. PGlite sets aside
 * `shared_buffers` (128 MB by default) inside its WebAssembly memory, which is touched as it is
 * set up and never given back, so it was the largest part of an idle server's memory
 * (decision 032). 16 MB holds the demo and a busy agency's working set; every page beyond it is
 * read through the operating system's file cache, which keeps the data folder's files anyway.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** PGlite's start parameters with the settings above. */
export const embeddedStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...EMBEDDED_SETTINGS,
];

/** A folder PostgreSQL has not been set up in yet (no PG_VERSION): PGlite would run initdb. */
const isUncreatedFolder = (dir: string) =>
  !dir.includes('://') && !existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Runs PGlite's initdb for `dir` in a short-lived process of its own. Setting up a new data
 * folder takes about 500 MB for a few seconds (a second WebAssembly PostgreSQL for initdb, the
 * folder packed and unpacked in memory); in the server's process the C allocator would keep
 * most of it after it is freed, so a first start idled 120 MB higher than every later one.
 * Freed with the process, it costs only the time to start one (decision 032).
 */
function createInChildProcess(dir: string): Promise<void> {
  const pglite = JSON.stringify(import.meta.resolve('@electric-sql/pglite'));
  const script =
    `const { PGlite } = await import(${pglite});` +
    `const db = await PGlite.create(process.argv[1]); await db.close();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`creating the embedded database in ${dir} failed: ${errors.trim()}`));
    });
  });
}

/**
 * The embedded database in `dir` (a folder, or `memory://`), from `snapshot` when given (a
 * data-directory tarball), set up first in a process of its own when the folder is new.
 */
export async function openEmbeddedDatabase(dir: string, snapshot?: Blob): Promise<PGlite> {
  if (!snapshot && isUncreatedFolder(dir)) await createInChildProcess(dir);
  return PGlite.create(dir, { loadDataDir: snapshot, startParams: embeddedStartParams() });
}
