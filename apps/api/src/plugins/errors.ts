import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@cuebrief/shared';
import { isDatabaseUnreachable } from '../lib/database-errors';
import { AppError, validationError, type FieldError } from '../lib/app-error';
import { failure } from '../lib/envelope';
import { closedByClient, isClosedByClient } from './slow-clients';
import { sendWebAppPage, webAppPageOf, type WebAppOptions } from './web-app';

/** Fastify's own 4xx errors (body parsing, limits) mapped to our codes by HTTP status. */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'MALFORMED_BODY',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * How long a caller should wait before trying again while the database cannot be reached: a
 * restart or a failover takes seconds, and the pool reconnects on the next request by itself.
 */
const DATABASE_RETRY_AFTER_SECONDS = 5;

type ValidationIssue = {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { keys?: unknown };
};

function fieldsOf(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  return issues.flatMap((issue) => {
    // The root of the body is `/` (or empty): its own fields are named without a prefix.
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || context || 'body';
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      // Unknown fields are refused by name, so nobody slips `role: "Admin"` into a sign-up.
      return issue.params.keys.map((key) => ({
        field: path ? `${path}.${String(key)}` : String(key),
        message: 'This field is not allowed',
      }));
    }
    return [{ field, message: issue.message ?? 'Invalid value' }];
  });
}

/**
 * Turns any error into the envelope (docs/contracts.md#api-envelope), so no response ever leaks
 * internals.
 */
export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationError(fieldsOf(error.validation, error.validationContext));
  }
  // The static files refuse `..` and other paths that cannot name a file: there is nothing there.
  if ((error as FastifyError).code === 'FST_STATIC_FORBIDDEN_PATH') {
    return new AppError('NOT_FOUND');
  }
  // Not this request's fault, nor a bug: the same request succeeds once the database is back.
  if (isDatabaseUnreachable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', undefined, {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'MALFORMED_BODY';
    return new AppError(code, ERROR_CODES[code].message);
  }
  return new AppError('INTERNAL_ERROR');
}

/**
 * `webApp`: the built web app is served, so a browser opening one of its pages (a path no route
 * or file answers) gets its index.html instead of the 404 envelope.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { webApp?: WebAppOptions } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A client that went away mid-body is no fault of the server's, whatever the error's code
    // says (ECONNRESET would read as a lost database): logged as the pace limits' lines are.
    const isCutOff = isClosedByClient(request, error);
    const appError = isCutOff ? closedByClient() : toAppError(error);
    if (isCutOff) {
      request.log.info({ code: 'ECONNRESET' }, `stopped reading the request: ${appError.message}`);
    } else if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (!(error instanceof AppError)) {
      request.log.info({ code: appError.code, reason: error.code }, 'request refused');
    }
    if (appError.details.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(appError.details.retryAfterSeconds));
    }
    return reply
      .status(appError.statusCode)
      .send(failure(appError.statusCode, appError.code, appError.message, appError.details.fields));
  });

  app.setNotFoundHandler((request, reply) => {
    const page = options.webApp && webAppPageOf(request, options.webApp.root);
    if (options.webApp && page) return sendWebAppPage(reply, options.webApp, page);
    return reply
      .status(404)
      .send(
        failure(404, 'NOT_FOUND', `There is no ${request.method} ${request.url.split('?')[0]}.`),
      );
  });
}
