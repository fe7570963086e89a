import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** The child's exit code (null when a signal ended it), once it has exited. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Waits until `ready()` holds, checking every 100 ms; fails if the process exits first or time runs out. */
async function until(
  what: string,
  ready: () => Promise<boolean>,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`it exited (code ${exitCode}) before ${what}`);
    if (await ready()) return;
    await sleep(100);
  }
  throw new Error(`${what} took more than ${timeoutMs / 1000} s`);
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Waits until something accepts connections on the loopback's `port`. */
export const untilListening = (port: number, exited: Promise<number | null>, timeoutMs: number) =>
  until(`port ${port} accepted connections`, () => accepts(port), exited, timeoutMs);

/** Waits until `url` answers 200. */
export const untilAnswering = (url: string, exited: Promise<number | null>, timeoutMs: number) =>
  until(
    `${url} answered 200`,
    () =>
      fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status === 200,
        () => false,
      ),
    exited,
    timeoutMs,
  );
