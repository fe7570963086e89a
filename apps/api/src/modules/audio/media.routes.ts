import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rangedFileResponses, routeRangedFile, sendRangedFile } from '../../plugins/ranged-files';

// Checked by the signature, not here: a forged link gets the same 403 whatever is wrong in it.
const paramsSchema = z.object({ folder: z.string(), file: z.string() });
const querySchema = z.object({
  expires: z.string().optional(),
  download: z.string().optional(),
  signature: z.string().optional(),
});

type MediaRequest = FastifyRequest<{
  Params: z.infer<typeof paramsSchema>;
  Querystring: z.infer<typeof querySchema>;
}>;

async function serveMedia(request: MediaRequest, reply: FastifyReply) {
  const audioFiles = request.server.services.audioFiles;
  const { folder, file: name } = request.params;
  const file = await audioFiles.openLink(`${folder}/${name}`, request.query);
  return sendRangedFile(request, reply, {
    ...file,
    read: (range) => audioFiles.readFile(file.storageKey, range),
  });
}

/**
 * GET/HEAD /users/v1/media/{folder}/{file}?expires&download&signature: the stored file whose
 * key is `folder/file`, through a signed, expiring link (the local driver's; S3 links point at
 * the bucket). Public, since `<audio>` and downloads send no token: the signature is the
 * permission. Answers one byte range at a time (players seek with them) and streams from
 * storage, so no file is ever held in memory.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  routeRangedFile(app, '/:folder/:file', {
    config: { access: 'public' },
    schema: {
      tags: ['media'],
      summary: 'A stored audio or stems file through a signed link, with range requests',
      params: paramsSchema,
      querystring: querySchema,
      response: rangedFileResponses,
    },
    handler: serveMedia,
  });
};
