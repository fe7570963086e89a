import type { Readable } from 'node:stream';
import { z } from 'zod';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import { envelopeSchema } from '@cuebrief/shared';
import { answerRange } from '../lib/byte-range';
import { attachmentDisposition } from '../lib/content-disposition';
import { failure } from '../lib/envelope';

/** A stored file a route has decided to send: its size and type, and how to read it. */
export type RangedFile = {
  bytes: number;
  contentType: string;
  /** How long a browser may keep the answer: until the address that reached it expires. */
  secondsLeft: number;
  /** Asks the browser to save it under this name. */
  downloadName?: string;
  /** The file's bytes, or one range of them (both ends included). */
  read(range?: { start: number; end: number }): Promise<Readable>;
};

// The bytes of the file are streamed as they are; only the 416 answer is the JSON envelope.
const fileBytes = z.any().describe('The file (200), or the asked range of it (206)');
/** The answers of a route that sends a file this way, for its schema. */
export const rangedFileResponses = {
  200: fileBytes,
  206: fileBytes,
  416: envelopeSchema(z.null()),
};

/**
 * Sends `file`, or the one byte range the request asks for (players seek with them), streamed
 * from storage so no file is ever held in memory. HEAD gets the same headers without the file
 * being opened. A range past the end is 416 with the file's size.
 */
export async function sendRangedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: RangedFile,
): Promise<FastifyReply> {
  const range = answerRange(request.headers.range, file.bytes);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${file.bytes}`)
      .send(failure(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is not within the file.'));
  }
  const { start, end } = range.kind === 'part' ? range : { start: 0, end: file.bytes - 1 };
  // Opened before any header is set: a file gone meanwhile is still a plain 404 envelope.
  const body =
    request.method === 'HEAD'
      ? undefined
      : await file.read(range.kind === 'part' ? range : undefined);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('content-length', String(end - start + 1))
    .header('cache-control', `private, max-age=${file.secondsLeft}`);
  if (file.downloadName !== undefined) {
    reply.header('content-disposition', attachmentDisposition(file.downloadName));
  }
  if (range.kind === 'part') {
    reply.code(206).header('content-range', `bytes ${start}-${end}/${file.bytes}`);
  }
  return reply.send(body);
}

/**
 * Routes GET and HEAD of `url` to one handler that ends in `sendRangedFile`. Fastify's own HEAD
 * sibling would read the whole file to throw it away, and send a length of 0; this HEAD answers
 * from the file's size alone. It is GET's twin, so it is left out of the API docs.
 */
export function routeRangedFile<Request extends FastifyRequest>(
  app: FastifyInstance,
  url: string,
  options: {
    config: FastifyContextConfig;
    schema: FastifySchema;
    handler: (request: Request, reply: FastifyReply) => Promise<FastifyReply>;
  },
): void {
  // The schemas validate the request before the handler runs, so it reads it in their shape.
  const handler = options.handler as unknown as RouteHandlerMethod;
  app.get(url, { ...options, handler, exposeHeadRoute: false });
  app.head(url, { ...options, handler, schema: { ...options.schema, hide: true } });
}
