import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../lib/logger';

/** The route of a request no route matched (a 404), as the metrics name it too. */
const UNMATCHED = '(unmatched)';

/**
 * Traces every request through OpenTelemetry (docs/contracts.md#metrics-and-tracing): the Node
 * SDK with the OTLP/HTTP trace exporter to `<endpoint>/v1/traces`, and `@fastify/otel`, which
 * opens a span per request (and its hooks and handler) named `<method> <route pattern>`. Only
 * traces: the SDK's own metrics and logs stay off, as the metrics are Prometheus's and the logs
 * go to stdout. The packages load here, on first use, so a start without the setting pays
 * nothing for them (about 40 MB and seconds on a small machine). Register it first, before any
 * other hook or route, so every one is covered; the SDK flushes its last spans when the app
 * closes.
 */
export async function registerTracing(app: FastifyInstance, endpoint: string): Promise<void> {
  const [{ NodeSDK }, { OTLPTraceExporter }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@fastify/otel'),
  ]);
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span, request) => {
      span.updateName(`${request.method} ${request.routeOptions.url ?? UNMATCHED}`);
      // The path as the logs print it: the values of signed links' parameters never leave.
      span.setAttribute('url.path', redactUrl(request.url));
    },
  });
  const sdk = new NodeSDK({
    serviceName: 'cuebrief',
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
    instrumentations: [instrumentation],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  await app.register(instrumentation.plugin());
  app.addHook('onClose', async () => {
    await sdk.shutdown();
  });
}
