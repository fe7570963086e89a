import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../lib/app-error';
import type { Counter } from '../lib/counter';
import { registerGauges, type MetricsReadings, type PromClient } from './metrics-gauges';

export type { MetricsReadings } from './metrics-gauges';

/** This app's metrics: its own registry, and the counters services are handed. */
export type AppMetrics = { prom: PromClient; registry: Registry; uploadBytes: Counter<'kind'> };

/** The route label of a request no route matched (a 404): never its URL, which anyone picks. */
const UNMATCHED = '(unmatched)';

/**
 * A registry of this app's own (never prom-client's global one, so apps side by side in one
 * process keep their counts apart) with Node's figures (event-loop delay, heap, GC, handles)
 * and the upload counter, which exists before the services that count into it.
 */
export async function createAppMetrics(): Promise<AppMetrics> {
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  const uploaded = new prom.Counter({
    name: 'cuebrief_upload_bytes_total',
    help: 'Bytes of uploads received, by kind of file (mp3, wav, stems, image)',
    labelNames: ['kind'],
    registers: [registry],
  });
  const uploadBytes: Counter<'kind'> = { add: (amount, labels) => uploaded.inc(labels, amount) };
  return { prom, registry, uploadBytes };
}

/** A digest of each side, so the comparison takes the same time whatever their lengths. */
const digestOf = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus text (docs/contracts.md#metrics-and-tracing), answered only to
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time; 401 in the envelope
 * otherwise); the app registers it only when the token is set. Every request is counted with
 * its duration by method, route pattern and status. Left out of the OpenAPI document: it is
 * for the operator's scraper, not the product's clients.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  options: { token: string; readings: MetricsReadings },
): void {
  const { prom, registry } = metrics;
  registerGauges(prom, registry, options.readings);
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new prom.Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new prom.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  // A callback hook: it runs after every answer.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const expected = digestOf(`Bearer ${options.token}`);
  app.get('/metrics', {
    // Not a person's sign-in: the route checks its own token.
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const given = digestOf(request.headers.authorization ?? '');
      if (!timingSafeEqual(given, expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHENTICATED', 'The metrics answer only to their bearer token.');
      }
      reply.type(registry.contentType);
      return registry.metrics();
    },
  });
}
