import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxMainOf } from './nginx-config';
import { exitOf, untilListening } from './processes';

/** Debian's nginx, or NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

export const isNginxInstalled = () => existsSync(NGINX_PATH);

/** A request nginx answered, from its access log: which instances it tried, in turn. */
export type ProxiedRequest = { method: string; path: string; status: number; upstreams: string[] };

export type NginxProcess = {
  dir: string;
  /** Every request answered so far, in the order they ended. */
  requests: () => Promise<ProxiedRequest[]>;
  stop: () => Promise<void>;
};

/** A line of the `upstreams` log format (nginx-config.ts). */
const LOG_LINE = /^(\S+) (\S+) (\d+) "([^"]*)"$/;

function proxiedRequestOf(line: string): ProxiedRequest {
  const [, method = '', path = '', status = '0', upstreams = ''] = LOG_LINE.exec(line) ?? [];
  return {
    method,
    path,
    status: Number(status),
    // "-" when nginx answered itself; "a, b" when a failed and b answered.
    upstreams: upstreams === '-' ? [] : upstreams.split(/,\s*/),
  };
}

/**
 * A folder of nginx's own with `site` written into a whole nginx.conf; readable by nginx's
 * workers, which run as nobody when the master is root (they write its temporary files).
 */
async function nginxFolderWith(site: string): Promise<{ dir: string; args: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cuebrief-nginx-'));
  await chmod(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxMainOf(dir, site));
  // -e: the error log from the start, before the config is read (else /var/log/nginx).
  return { dir, args: ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')] };
}

/** Whether nginx takes `site` (`nginx -t`), and what it said. */
export async function checkNginxSite(site: string): Promise<{ ok: boolean; output: string }> {
  const { dir, args } = await nginxFolderWith(site);
  try {
    const result = spawnSync(NGINX_PATH, ['-t', ...args], { encoding: 'utf8', timeout: 30_000 });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * nginx serving `site` in the foreground as a child of this process, without root's places (no
 * system pid file, log or temporary folder); answers once it accepts connections on `port`.
 */
export async function startNginx(site: string, port: number): Promise<NginxProcess> {
  if (!isNginxInstalled()) {
    throw new Error(`nginx is not at ${NGINX_PATH}: apt-get install nginx, or set NGINX_PATH`);
  }
  const { dir, args } = await nginxFolderWith(site);
  const child = spawn(NGINX_PATH, args, { stdio: 'ignore' });
  const exited = exitOf(child);
  const errorLog = () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  try {
    await untilListening(port, exited, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    const log = await errorLog();
    await rm(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${(error as Error).message}\n${log}`, { cause: error });
  }
  return {
    dir,
    requests: async () =>
      (await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map(proxiedRequestOf),
    stop: async () => {
      // SIGTERM: a fast stop; a graceful one (SIGQUIT) would wait for the browser's idle
      // keep-alive connections to close.
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
