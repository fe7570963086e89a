import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitOf, untilAnswering } from './processes';

/** The built server (`npm run build`), as production runs it. */
const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));

/** One instance of the built API, a child of this process. */
export type ApiInstance = {
  name: string;
  port: number;
  /** Where it answers directly, bypassing any load balancer. */
  url: string;
  /** Its DATA_DIR, which nothing but the embedded database and generated secrets should fill. */
  dataDir: string;
  /** Its output (stdout and stderr), for when something went wrong. */
  log: () => Promise<string>;
  /** Kills it without warning (SIGKILL), as a crash or a lost machine does. */
  kill: () => Promise<void>;
  /** Stops it as an orchestrator does (SIGTERM), then SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
};

/**
 * Starts `node apps/api/dist/server.js` on the loopback's `port` with `env` (on top of this
 * process's environment), in a folder of its own under `dir`; answers once `GET /health/ready`
 * answers 200 (the instance takes traffic), or fails with the instance's output.
 */
export async function startApiInstance(options: {
  name: string;
  port: number;
  dir: string;
  env: Record<string, string>;
}): Promise<ApiInstance> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: npm run build first`);
  const home = path.join(options.dir, options.name);
  const dataDir = path.join(home, 'data');
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(home, 'output.log');
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, [SERVER], {
    cwd: REPOSITORY,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  const exited = exitOf(child);
  const url = `http://127.0.0.1:${options.port}`;
  const log = () => readFile(logFile, 'utf8').catch(() => '');
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    await untilAnswering(`${url}/health/ready`, exited, 120_000);
  } catch (error) {
    await kill();
    throw new Error(
      `instance ${options.name} did not start: ${(error as Error).message}\n${await log()}`,
      { cause: error },
    );
  }
  return {
    name: options.name,
    port: options.port,
    url,
    dataDir,
    log,
    kill,
    stop: async (graceMs = 30_000) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
