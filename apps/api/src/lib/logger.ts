import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Query parameters that carry credentials (signed links); their values never reach a log. */
const SECRET_QUERY_PARAMS = /([?&](?:token|signature|sig|key|code)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
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
    },
  };
}
