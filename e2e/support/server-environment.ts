import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type ServerEnvironment = {
  /** A fresh DATA_DIR: files, generated secrets and, without DATABASE_URL, the embedded database. */
  dataDir: string;
  /** With DATABASE_URL: a fresh database beside the one it names (demo data needs an empty one). */
  databaseUrl: string | undefined;
};

/** The names a server's data goes under in the environment; `name` tells two servers apart. */
const keysOf = (name: string) => {
  const suffix = name ? `_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}` : '';
  return {
    dataDir: `CUEBRIEF_E2E_DATA_DIR${suffix}`,
    databaseUrl: `CUEBRIEF_E2E_DATABASE_URL${suffix}`,
  };
};

/** The running test server's DATA_DIR, in the runner and in every worker. */
export function serverDataDir(): string {
  const key = keysOf('').dataDir;
  const dataDir = process.env[key];
  if (!dataDir) throw new Error(`${key} is not set: the Playwright config sets it`);
  return dataDir;
}

const dropScript = fileURLToPath(new URL('drop-database.mjs', import.meta.url));

/**
 * A test server's own data for one run: the main server's (no `name`), or another's, such as
 * the one with the music view off. Made once, in the runner process, while the config
 * loads: Playwright starts the web server before any globalSetup runs, and the server needs its
 * database at start. Workers load the config too and inherit the names through the environment.
 * Everything is removed when the runner exits, after it has stopped the web server (a
 * globalTeardown would run while the server still holds its connections).
 */
export async function prepareServerEnvironment(name = ''): Promise<ServerEnvironment> {
  const keys = keysOf(name);
  const existing = process.env[keys.dataDir];
  if (existing) return { dataDir: existing, databaseUrl: process.env[keys.databaseUrl] };

  const dataDir = mkdtempSync(path.join(tmpdir(), 'cuebrief-e2e-'));
  process.env[keys.dataDir] = dataDir;
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await createDatabase(serverUrl) : undefined;
  if (databaseUrl) process.env[keys.databaseUrl] = databaseUrl;

  process.once('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    // 'exit' allows only synchronous work: the drop runs as a short child process.
    if (serverUrl && databaseUrl) {
      const result = spawnSync(process.execPath, [dropScript, serverUrl, databaseUrl], {
        stdio: 'inherit',
        timeout: 30_000,
      });
      if (result.status !== 0) process.stderr.write(`could not drop ${databaseUrl}\n`);
    }
  });
  return { dataDir, databaseUrl };
}

async function createDatabase(serverUrl: string): Promise<string> {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'cuebrief'}_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
