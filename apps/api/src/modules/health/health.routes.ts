import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@cuebrief/shared';
import { pingDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';

const healthSchema = z.object({ database: z.literal('up'), storage: z.literal('up') });
const liveSchema = z.object({ live: z.literal(true) });

/** 503 naming what cannot be reached, unless the database and the file storage both answer. */
async function expectDependenciesUp(app: FastifyInstance, log: FastifyInstance['log']) {
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
    log.error({ database, storage }, 'health check failed');
    throw new AppError('SERVICE_UNAVAILABLE', `Not healthy: the ${down} cannot be reached.`);
  }
  return { database: 'up' as const, storage: 'up' as const };
}

const NOT_READY: Record<'starting' | 'draining', string> = {
  starting: 'Not ready: the server is starting.',
  draining: 'Not ready: the server is shutting down.',
};

/**
 * The health checks (docs/contracts.md#health and #health-and-shutdown): `/health` when the app
 * can reach its database and its file storage (the local folder is writable, or the S3 bucket
 * answers); `/health/live` while the process answers at all; `/health/ready` when this instance
 * takes traffic: started, not draining, and its database and storage answer. All are public.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Whether the database and the file storage answer',
      response: { 200: envelopeSchema(healthSchema) },
    },
    handler: async (request) => ok(await expectDependenciesUp(app, request.log)),
  });

  app.get('/health/live', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Whether the process answers (for a liveness probe)',
      response: { 200: envelopeSchema(liveSchema) },
    },
    handler: async () => ok({ live: true as const }),
  });

  app.get('/health/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary:
        'Whether this instance takes traffic: started, not draining, its database and storage answer',
      response: { 200: envelopeSchema(healthSchema) },
    },
    handler: async (request, reply) => {
      const { readiness } = app.lifecycle;
      if (readiness !== 'ready') {
        // A load balancer's check: it should look again soon, not back off.
        reply.header('retry-after', '1');
        throw new AppError('SERVICE_UNAVAILABLE', NOT_READY[readiness]);
      }
      return ok(await expectDependenciesUp(app, request.log));
    },
  });
};
