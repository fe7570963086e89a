import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@cuebrief/shared';
import { failure } from '../../lib/envelope';
import { answerRange } from './byte-range';
import { attachmentDisposition } from '../../lib/content-disposition';

// Checked by the signature, not here: a forged link gets the same 403 whatever is wrong in it.
const paramsSchema = z.object({ folder: z.string(), file: z.string() });
const querySchema = z.object({
  expires: z.string().optional(),
  download: z.string().optional(),
  signature: z.string().optional(),
});
// The bytes of the file are streamed as they are; only the 416 answer is the JSON envelope.
const fileBytes = z.any().describe('The file (200), or the asked range of it (206)');

type MediaRequest = FastifyRequest<{
  Params: z.infer<typeof paramsSchema>;
  Querystring: z.infer<typeof querySchema>;
}>;

/** GET sends the bytes; HEAD the same headers without opening the file. */
async function serveMedia(request: MediaRequest, reply: FastifyReply) {
  const audioFiles = request.server.services.audioFiles;
  const { folder, file: name } = request.params;
  const file = await audioFiles.openLink(`${folder}/${name}`, request.query);
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
      : await audioFiles.readFile(file.storageKey, range.kind === 'part' ? range : undefined);
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
 * GET/HEAD /users/v1/media/{folder}/{file}?expires&download&signature: the stored file whose
 * key is `folder/file`, through a signed, expiring link (the local driver's; S3 links point at
 * the bucket). Public, since `<audio>` and downloads send no token: the signature is the
 * permission. Answers one byte range at a time (players seek with them) and streams from
 * storage, so no file is ever held in memory.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['media'],
    summary: 'A stored audio or stems file through a signed link, with range requests',
    params: paramsSchema,
    querystring: querySchema,
    response: { 200: fileBytes, 206: fileBytes, 416: envelopeSchema(z.null()) },
  };
  // Fastify's own HEAD sibling would read the whole file to throw it away, and send a length
  // of 0; this HEAD answers from the file's size alone. It is GET's twin, so not documented.
  app.get('/:folder/:file', {
    config: { access: 'public' },
    exposeHeadRoute: false,
    schema,
    handler: serveMedia,
  });
  app.head('/:folder/:file', {
    config: { access: 'public' },
    schema: { ...schema, hide: true },
    handler: serveMedia,
  });
};
