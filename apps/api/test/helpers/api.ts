import type { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '@cuebrief/shared';

export type ApiResponse<T = unknown> = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Envelope<T>;
  raw: string;
};

type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as is, for malformed bodies, wrong content types and uploads (a stream is streamed). */
  payload?: string | Buffer | Readable;
  remoteAddress?: string;
  query?: Record<string, string>;
};

/** One API call through the real app, parsed; every answer must be the JSON envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    query: options.query,
    remoteAddress: options.remoteAddress,
    ...(options.payload !== undefined
      ? { payload: options.payload }
      : options.body !== undefined
        ? { payload: options.body as object }
        : {}),
  });
  let body: Envelope<T>;
  try {
    body = JSON.parse(response.body) as Envelope<T>;
  } catch {
    throw new Error(
      `${method} ${url} answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`,
    );
  }
  return { statusCode: response.statusCode, headers: response.headers, body, raw: response.body };
}

/** The fields a refusal names, each once (a field failing two rules is listed twice by the API). */
export function namedFields(response: ApiResponse): string[] {
  return [...new Set((response.body.status.fields ?? []).map((f) => f.field))];
}

/** A refusal is the error envelope: matching codes, a readable message, no data. */
export function expectRefusal(
  response: ApiResponse,
  statusCode: number,
  error: string,
  fields?: string[],
): void {
  expect(response.statusCode, response.raw).toBe(statusCode);
  expect(response.body.status.code).toBe(statusCode);
  expect(response.body.status.error).toBe(error);
  expect(response.body.status.message).not.toBe('');
  expect(response.body.data).toBeNull();
  if (fields) expect(namedFields(response)).toEqual(fields);
}
