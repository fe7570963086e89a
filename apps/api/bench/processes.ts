// The processes a benchmark starts (the built API, the bare route) and how it signs in to them.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD } from '../src/demo/seed';
import { apiDir } from './settings';

/**
 * Starts `command` in the API's folder; resolves once its output matches `ready`, within
 * `timeoutMs` (a start with the demo data takes longer on a busy machine).
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${args.join(' ')} did not start in time`));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/**
 * The built API (`dist/server.js`) on the loopback's `port` with the demo data, its data in
 * `dataDir`, on `databaseUrl` or the embedded database (whatever the bench's own environment
 * says), quiet but for warnings; `nodeArgs` go to Node before the script.
 */
export function startApiServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  timeoutMs?: number;
}): Promise<ChildProcess> {
  return startProcess(
    process.execPath,
    [...(options.nodeArgs ?? []), 'dist/server.js'],
    {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // As a deployment sets it: links are not built from each request's origin.
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      // Blank is unset: the embedded database.
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    /is running/,
    options.timeoutMs,
  );
}

/** The kernel's clock ticks per second (`getconf CLK_TCK`), in which /proc counts CPU time. */
const CLOCK_TICKS = 100;

/** CPU seconds `pid` has used so far, every thread (utime and stime of /proc/<pid>/stat). */
export async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in brackets and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Stops a process `startProcess` started (SIGTERM) and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export type SignedIn = { accessToken: string; refreshToken: string };

/** Logs a demo account in through the API: its tokens. */
export async function signIn(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/users/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { status: { message: string }; data: SignedIn };
  if (!response.ok) throw new Error(`log in as ${email}: ${body.status.message}`);
  return body.data;
}

/** A demo account's access token. */
export const logIn = async (baseUrl: string, email: string) =>
  (await signIn(baseUrl, email)).accessToken;
