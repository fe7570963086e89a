import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@cuebrief/shared';
import { pingDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';

const healthSchema = z.object({ database: z.literal('up'), storage: z.literal('up') });

/**
 * 200 when the app can reach its database and its file storage (docs/contracts.md#health): the
 * local folder is writable, or the S3 bucket answers.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Whether the database and the file storage answer',
      response: { 200: envelopeSchema(healthSchema) },
    },
    handler: async (request) => {
      const [database, storage] = await Promise.allSettled([
        pingDatabase(app.database.db),
        app.services.audioFiles.checkStorage(),
      ]);
      const down = [
        database.status === 'rejected' && 'database',
        storage.status === 'rejected' && 'storage',
      ]
        .filter(Boolean)
        .join(' and ');
      if (down) {
        request.log.error({ database, storage }, 'health check failed');
        throw new AppError('SERVICE_UNAVAILABLE', `Not healthy: the ${down} cannot be reached.`);
      }
      return ok({ database: 'up' as const, storage: 'up' as const });
    },
  });
};
