import { STATUS_CODES } from 'node:http';
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { createBodyPace, type BodyPace, type BodyPaceLimits } from '../lib/body-pace';
import { failure } from '../lib/envelope';
import { causesOf } from '../lib/error-causes';

/**
 * Ends the connection with `error` in the envelope, written straight to the socket: for a
 * request Fastify never saw, or one whose body the server stops waiting for. `then` runs once
 * the answer is out.
 */
function endWithFailure(socket: Socket, error: AppError, then?: () => void): void {
  const body = JSON.stringify(failure(error.statusCode, error.code, error.message));
  socket.end(
    `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode] ?? ''}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}` +
      `\r\nConnection: close\r\n\r\n${body}`,
    then,
  );
}

/** Node's word for a client that closed its connection, on the socket or on its request. */
const isConnectionReset = (error: unknown) => (error as { code?: unknown }).code === 'ECONNRESET';

/** A request that errs before Fastify sees it (bad HTTP, too slow) still gets the envelope. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (isConnectionReset(error) || !socket.writable) {
    socket.destroy();
    return;
  }
  endWithFailure(
    socket,
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new AppError('REQUEST_TIMEOUT')
      : new AppError('MALFORMED_BODY', 'The request could not be read.'),
  );
}

/**
 * Whether `error` is the request's own body failing because its client closed the connection
 * mid-way (a browser's Cancel, a lost line): Node destroys the request with ECONNRESET
 * ("aborted"), and whatever was reading the body (a JSON parser, an upload into storage) fails
 * with that error. The code alone cannot tell it from a database whose socket was reset, so the
 * error must be the one the request itself ended with.
 */
export function isClosedByClient(
  request: { raw: Pick<FastifyRequest['raw'], 'errored'> },
  error: unknown,
): boolean {
  const ended: unknown = request.raw.errored;
  if (!ended || !isConnectionReset(ended)) return false;
  for (const e of causesOf(error)) if (e === ended) return true;
  return false;
}

/** What a request cut off by its client is logged as, and answered (to nobody) with. */
export const closedByClient = () =>
  new AppError('MALFORMED_BODY', 'The client closed the connection before the request arrived.');

const tooSlow = () =>
  new AppError('REQUEST_TIMEOUT', 'The request arrived too slowly; please send it again.');
const tooLong = () => new AppError('REQUEST_TIMEOUT');
const shuttingDown = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The server is restarting; please send this again.');

type Body = { request: FastifyRequest; reply: FastifyReply; pace: BodyPace };

/** The pace of each request whose body is still arriving, for `allowUploadTime`. */
const paces = new WeakMap<FastifyRequest, BodyPace>();

/** The request is an upload: its body may take an upload's time (body-pace.ts). */
export function allowUploadTime(request: FastifyRequest): void {
  paces.get(request)?.allowUploadTime();
}

/**
 * Stops waiting for a body that arrives too slowly (under the minimum pace over a window) or
 * too long (past its request's time limit), and for every body still arriving when the app
 * closes, so a client dripping bytes holds neither a connection nor the shutdown. Node's own
 * `requestTimeout` cannot do this: it is one limit for every request, and an upload needs hours.
 * The answer goes straight to the socket (Fastify may be mid-way through the body), then the
 * request is destroyed with the same error, so whatever reads it (a JSON parser, an upload
 * into storage) stops and cleans up.
 */
export function registerSlowClientLimits(app: FastifyInstance, limits: BodyPaceLimits): void {
  const bodies = new Set<Body>();

  function stopWaiting(body: Body, error: AppError): void {
    bodies.delete(body);
    const { raw } = body.request;
    body.request.log.info({ code: error.code }, `stopped reading the request: ${error.message}`);
    const socket = raw.socket as Socket | null;
    if (socket && socket.writable && !body.reply.raw.headersSent) {
      endWithFailure(socket, error, () => raw.destroy(error));
    } else {
      raw.destroy(error);
    }
  }

  // Pace is measured on the clock of the machine, not the app's Clock: it is about the network.
  function sweep(): void {
    const now = performance.now();
    for (const body of bodies) {
      const { raw } = body.request;
      const socket = raw.socket as Socket | null;
      if (raw.complete || !socket || socket.destroyed) {
        bodies.delete(body);
        continue;
      }
      const verdict = body.pace.judge(now, socket.bytesRead, raw.readableLength > 0);
      if (verdict === 'too-slow') stopWaiting(body, tooSlow());
      else if (verdict === 'too-long') stopWaiting(body, tooLong());
    }
  }
  const timer = setInterval(sweep, limits.windowMs / 5);
  timer.unref();

  // A callback hook, not an async one: it runs on every request, and most (GETs) carry no body.
  app.addHook('onRequest', (request, reply, done) => {
    const { headers, raw } = request;
    const socket = raw.socket as Socket | null;
    const hasBody =
      headers['transfer-encoding'] !== undefined ||
      (headers['content-length'] !== undefined && headers['content-length'] !== '0');
    // Injected requests (tests) have no socket to wait on.
    if (hasBody && !raw.complete && socket instanceof Socket) {
      const body = {
        request,
        reply,
        pace: createBodyPace(limits, performance.now(), socket.bytesRead),
      };
      bodies.add(body);
      paces.set(request, body.pace);
      raw.once('close', () => bodies.delete(body));
    }
    done();
  });

  // Before the server waits for its connections to end: none of them waits on a slow body. A
  // stopping instance closes the app only after its drain (shutdown.ts): an upload gets the
  // grace time to finish, and only what still arrives after it is answered here.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const body of bodies) stopWaiting(body, shuttingDown());
  });
}
