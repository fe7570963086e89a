import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { REQUEST } from '../helpers/requests';
import { createTestApp, useTestApp } from '../helpers/test-app';

/** A span as OTLP/HTTP's JSON carries it (the fields the test reads). */
type ExportedSpan = {
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
};
type TraceExport = {
  resourceSpans: {
    resource: { attributes: ExportedSpan['attributes'] };
    scopeSpans: { spans: ExportedSpan[] }[];
  }[];
};

/** A collector in this process: it keeps what arrives at /v1/traces and answers as OTLP does. */
async function startCollector() {
  const exports: { path: string; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      exports.push({ path: request.url ?? '', body: body.toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    exports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

let collector: Awaited<ReturnType<typeof startCollector>>;
beforeAll(async () => {
  collector = await startCollector();
});
afterAll(() => collector.close());

const untraced = useTestApp();

describe('tracing', () => {
  it('is not loaded without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(untraced.app.hasPlugin('@fastify/otel')).toBe(false);
  });

  it('exports a span per request over OTLP/HTTP, named by its route pattern', async () => {
    const traced = await createTestApp({ config: { otlpEndpoint: collector.endpoint } });
    const id = randomUUID();
    try {
      expect(traced.app.hasPlugin('@fastify/otel')).toBe(true);
      expect((await call(traced.app, 'GET', `${REQUEST}/placement/${id}`)).statusCode).toBe(404);
      expect(
        (await call(traced.app, 'GET', '/health?token=not-for-the-collector')).statusCode,
      ).toBe(200);
    } finally {
      // Closing flushes the spans still waiting for their batch.
      await traced.close();
    }

    expect(collector.exports.map((entry) => entry.path)).toContain('/v1/traces');
    const batches = collector.exports.map((entry) => JSON.parse(entry.body) as TraceExport);
    const spans = batches.flatMap((batch) =>
      batch.resourceSpans.flatMap((resource) =>
        resource.scopeSpans.flatMap((scope) => scope.spans),
      ),
    );
    const placement = spans.find((span) => span.name === 'GET /users/v1/request/placement/:id');
    expect(placement, spans.map((span) => span.name).join(', ')).toBeDefined();
    expect(attribute(placement!, 'http.route')).toBe('/users/v1/request/placement/:id');
    expect(Number(attribute(placement!, 'http.response.status_code'))).toBe(404);
    expect(spans.map((span) => span.name)).toContain('GET /health');
    const service = batches[0]?.resourceSpans[0]?.resource.attributes.find(
      (entry) => entry.key === 'service.name',
    );
    expect(service?.value.stringValue).toBe('cuebrief');
    // A signed link's parameter is redacted as in the logs.
    expect(collector.exports.map((entry) => entry.body).join('\n')).not.toContain(
      'not-for-the-collector',
    );
  });
});
