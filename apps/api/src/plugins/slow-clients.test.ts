import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { isDatabaseUnreachable } from '../lib/database-errors';
import { isClosedByClient } from './slow-clients';

/** A request to a real server whose client sends half its body, then closes the connection. */
async function abortedRequest(): Promise<{ raw: IncomingMessage; error: Error }> {
  let arrived: (raw: IncomingMessage) => void;
  const request = new Promise<IncomingMessage>((resolve) => (arrived = resolve));
  const server = http.createServer((raw) => arrived(raw));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const { port } = server.address() as AddressInfo;
    const client = http.request({ port, host: '127.0.0.1', method: 'POST', agent: false });
    client.on('error', () => {});
    client.setHeader('content-length', '1000');
    client.write(Buffer.alloc(500));
    const raw = await request;
    const failed = new Promise<Error>((resolve) => raw.on('error', resolve));
    raw.resume();
    client.destroy();
    return { raw, error: await failed };
  } finally {
    server.close();
  }
}

/** pg's error when the database's socket is reset, as Drizzle wraps it. */
function pgSocketReset() {
  const reset = Object.assign(new Error('read ECONNRESET'), {
    code: 'ECONNRESET',
    errno: -104,
    syscall: 'read',
  });
  return Object.assign(new Error('Failed query: select 1\nparams: '), {
    query: 'select 1',
    params: [],
    cause: reset,
  });
}

const intact = { raw: { errored: null } };

describe('isClosedByClient', () => {
  let aborted: { raw: IncomingMessage; error: Error };
  beforeAll(async () => {
    aborted = await abortedRequest();
  });

  it("is true for the error the request's body ended with when its client left, wrapped or not", () => {
    expect(aborted.error).toMatchObject({ code: 'ECONNRESET', message: 'aborted' });
    expect(isClosedByClient(aborted, aborted.error)).toBe(true);
    const wrapped = new Error('the upload failed', { cause: aborted.error });
    expect(isClosedByClient(aborted, wrapped)).toBe(true);
  });

  it('is false for a database whose socket was reset, which stays unreachable (503)', () => {
    expect(isClosedByClient(aborted, pgSocketReset())).toBe(false);
    expect(isClosedByClient(intact, pgSocketReset())).toBe(false);
    expect(isDatabaseUnreachable(pgSocketReset())).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is false for any error of a request whose body did not end with a reset', () => {
    expect(isClosedByClient(intact, aborted.error)).toBe(false);
    // The pace limits destroy a request with their own answer, already sent (slow-clients.ts).
    const timedOut = new AppError('REQUEST_TIMEOUT');
    expect(isClosedByClient({ raw: { errored: timedOut } }, timedOut)).toBe(false);
  });
});
