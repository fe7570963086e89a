import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The server's entry run from source through tsx, as `npm start` runs the bundle. */
const SERVER_SOURCE = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  /** Where it listens (`http://127.0.0.1:<port>`). */
  address: string;
  /** Its output so far, stdout and stderr (JSON log lines and the start's words). */
  output: () => string;
  /** Resolves with its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  signal: (signal: NodeJS.Signals) => void;
  /** Kills it if it still runs (the test's own clean-up). */
  kill: () => Promise<void>;
};

/**
 * Starts `src/server.ts` in a process of its own with `env` over this one's environment, on a
 * port the system picks (read from its log), and waits until `GET /health/ready` answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SOURCE], {
    cwd: API_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const kill = async () => {
    if (!hasExited) child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + 180_000;
  let address: string | undefined;
  while (!address || !(await answersReady(address))) {
    if (hasExited || Date.now() > deadline) {
      await kill();
      throw new Error(`the server did not start:\n${output}`);
    }
    address ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    await sleep(100);
  }
  return {
    address,
    output: () => output,
    exited,
    signal: (signal) => child.kill(signal),
    kill,
  };
}

const answersReady = (address: string) =>
  fetch(`${address}/health/ready`).then(
    (response) => response.status === 200,
    () => false,
  );
