import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Whether this instance takes traffic (docs/contracts.md#health-and-shutdown). */
export type Readiness = 'starting' | 'ready' | 'draining';

/** How a drain ended: every request in flight finished, or the grace time ran out first. */
export type DrainOutcome = { drained: true } | { drained: false; inFlight: number };

export type Lifecycle = {
  readonly readiness: Readiness;
  /** The start step has run and the server listens: `GET /health/ready` may answer 200. */
  markReady: () => void;
  /** Work to stop as soon as a drain begins (the workers, which give their claims back). */
  onDrain: (stop: () => Promise<void>) => void;
  /**
   * Turns not ready, stops accepting connections, stops what `onDrain` named, and waits for the
   * requests in flight, at most `graceMs`. Closing the app is the caller's next step.
   */
  drain: (graceMs: number) => Promise<DrainOutcome>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * The instance's readiness and its drain. Requests are counted from `onRequest` until their
 * answer is out (or their connection is gone), so a drain knows when the last one finished.
 *
 * A drain closes the listening socket, so new connections go to other instances (a load
 * balancer retries a refused connection elsewhere), but it leaves open connections to end by
 * themselves: a request arriving on one is still served, with `Connection: close`, rather than
 * cut off. Fastify's own closing (`app.close()`) comes after: it answers 503 to what still
 * arrives then, ends idle connections, and runs the `onClose` hooks.
 */
export function registerLifecycle(app: FastifyInstance): void {
  let readiness: Readiness = 'starting';
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  let stopsOnDrain: (() => Promise<void>)[] = [];
  let stopping: Promise<void> | undefined;

  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) onIdle?.();
  };
  // A callback hook: it runs on every request and must cost next to nothing. While draining,
  // the answer closes its connection (the header set now goes out with it).
  app.addHook('onRequest', (request, reply, done) => {
    inFlight += 1;
    reply.raw.once('close', finished);
    if (readiness === 'draining') reply.header('connection', 'close');
    done();
  });

  /** Resolves once no request is in flight. */
  const allFinished = () =>
    new Promise<void>((resolve) => {
      if (inFlight === 0) resolve();
      else onIdle = resolve;
    });

  /**
   * Stops listening without ending the open connections. `server.close()` would also end the
   * idle keep-alive ones at once, racing a request the client may be sending on one; each of
   * them instead closes after its next answer, or when Fastify closes the app.
   */
  const stopListening = () => {
    if (app.server.listening) Server.prototype.close.call(app.server);
  };

  app.decorate('lifecycle', {
    get readiness() {
      return readiness;
    },
    markReady() {
      if (readiness === 'starting') readiness = 'ready';
    },
    onDrain(stop) {
      stopsOnDrain.push(stop);
    },
    async drain(graceMs) {
      readiness = 'draining';
      stopListening();
      // The workers stop beside the requests: their claims go back at once, not after the grace.
      stopping ??= Promise.all(
        stopsOnDrain.map((stop) =>
          stop().catch((error: unknown) => app.log.error({ err: error }, 'a worker did not stop')),
        ),
      ).then(() => undefined);
      stopsOnDrain = [];
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'grace-over'>((resolve) => {
        timer = setTimeout(() => resolve('grace-over'), graceMs);
      });
      const all = Promise.all([allFinished(), stopping]).then(() => 'finished' as const);
      const first = await Promise.race([all, graceOver]);
      clearTimeout(timer);
      return first === 'finished' ? { drained: true } : { drained: false, inFlight };
    },
  } satisfies Lifecycle);
}
