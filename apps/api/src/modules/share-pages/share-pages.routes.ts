import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  openSharePageBodySchema,
  shareDownloadBodySchema,
  shareDownloadSchema,
  shareItemParamsSchema,
  sharePageSchema,
  sharePlayBodySchema,
  shareReactionBodySchema,
  shareTokenParamsSchema,
  SHARE_REACTIONS,
  text,
} from '@cuebrief/shared';
import { ok } from '../../lib/envelope';
import { rangedFileResponses, routeRangedFile, sendRangedFile } from '../../plugins/ranged-files';

const tags = ['share'];
/** The token is the permission: no account, so no bearer token either. */
const config = { access: 'public' } as const;

// Checked by the signature, not here: a forged address gets the same 403 whatever is wrong in
// it (only a NUL byte, which no text may hold, is refused first).
const streamQuerySchema = z.object({
  expires: text().optional(),
  signature: text().optional(),
});

type StreamRequest = FastifyRequest<{
  Params: z.infer<typeof shareItemParamsSchema>;
  Querystring: z.infer<typeof streamQuerySchema>;
}>;

async function serveStream(request: StreamRequest, reply: FastifyReply) {
  const { token, itemId } = request.params;
  const file = await request.server.services.sharePages.openStream(token, itemId, request.query);
  return sendRangedFile(request, reply, file);
}

/**
 * The recipient's page of a share link, under `/users/v1/share/{token}`
 * (docs/contracts.md#the-recipients-page): open it (with its password, or the pass an open gave),
 * stream its items, and tell the agency what was played, liked and downloaded.
 */
export const sharePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sharePages } = app.services;

  app.post('/:token/open', {
    config,
    schema: {
      tags,
      summary:
        'Open a shared shortlist: its items with signed stream addresses, and a pass for the ' +
        'calls that follow (the password the first time, when the link has one). Counted as an open',
      params: shareTokenParamsSchema,
      body: openSharePageBodySchema,
      response: { 200: envelopeSchema(sharePageSchema) },
    },
    handler: async (request) =>
      ok(await sharePages.open(request.params.token, request.body, request.ip)),
  });

  app.post('/:token/plays', {
    config,
    schema: {
      tags,
      summary:
        'One play segment of an item, sent as it grows: the same segment again only raises its ' +
        'seconds, so it counts once however many byte ranges the player fetched',
      params: shareTokenParamsSchema,
      body: sharePlayBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await sharePages.recordPlay(request.params.token, request.body);
      return ok(null, 'Play recorded');
    },
  });

  app.put('/:token/items/:itemId/reaction', {
    config,
    schema: {
      tags,
      summary:
        '"I like this" or "Not for us" on an item, with an optional comment; the latest kept',
      params: shareItemParamsSchema,
      body: shareReactionBodySchema,
      response: {
        200: envelopeSchema(
          z.object({ reaction: z.enum(SHARE_REACTIONS), comment: z.string().nullable() }),
        ),
      },
    },
    handler: async (request) => {
      const { token, itemId } = request.params;
      const reaction = await sharePages.react(token, itemId, request.body);
      return ok(reaction, 'Thanks, the agency will see this');
    },
  });

  app.post('/:token/items/:itemId/download', {
    config,
    schema: {
      tags,
      summary:
        "A signed address that saves one of an item's files, when the link gives it (mp3 with " +
        'downloads allowed; wav and stems only when licensed); counted as a download',
      params: shareItemParamsSchema,
      body: shareDownloadBodySchema,
      response: { 200: envelopeSchema(shareDownloadSchema) },
    },
    handler: async (request) => {
      const { token, itemId } = request.params;
      return ok(await sharePages.download(token, itemId, request.body));
    },
  });

  routeRangedFile(app, '/:token/items/:itemId/stream', {
    config,
    schema: {
      tags,
      summary:
        "An item's audio (its mp3, else its wav) through the signed address an open gave, with " +
        'range requests; refused the moment its link is revoked or expires',
      params: shareItemParamsSchema,
      querystring: streamQuerySchema,
      response: rangedFileResponses,
    },
    handler: serveStream,
  });
};
