import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import { summarizeDatabaseError } from './database-errors';

/** Query parameters that carry credentials (signed links); their values never reach a log. */
const SECRET_QUERY_PARAMS = /([?&](?:token|signature|sig|key|code)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/**
 * The stack's frames only. Its head repeats the message, which may quote values over several
 * lines (Drizzle's lists the parameters), so it is cut off whole before frames are picked.
 */
function framesOf(error: Error): string {
  if (typeof error.stack !== 'string') return '';
  const head = `${error.name}: ${error.message}`;
  const rest = error.stack.startsWith(head) ? error.stack.slice(head.length) : error.stack;
  return rest
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * The `err` of a log line. A failed query is logged as its summary (statement, SQLSTATE code,
 * names; `lib/database-errors.ts`) under a message made from it: the standard serializer would print its
 * bound parameters (password hashes, emails, token hashes), and the driver's detail and
 * messages, which quote values. Anything else is logged whole, as usual.
 */
export function serializeError(error: Error): SerializedError {
  const database = summarizeDatabaseError(error);
  if (!database) return stdSerializers.err(error);
  const what = database.unreachable ? 'database unreachable' : 'database error';
  const where = database.query ? ` in ${database.query}` : '';
  const code = database.code ? ` (${database.code})` : '';
  return {
    type: error.constructor?.name ?? 'Error',
    message: `${what}${where}${code}`,
    stack: framesOf(error),
    ...database,
  };
}

/**
 * Structured logs with the request id on every line. Bodies are never logged; headers that
 * carry credentials and any field named like a secret are redacted as a second guard.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.accessToken',
        '*.refreshToken',
        '*.token',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
}
