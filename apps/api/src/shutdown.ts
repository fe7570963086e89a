import type { FastifyInstance } from 'fastify';

/**
 * How long closing the app (workers' last steps, the database) may take once the drain is over,
 * before the process gives up on it: nothing should hang a stop for ever.
 */
export const CLOSE_TIME_MS = 10_000;
/** After the grace, how long the 503s to bodies still arriving have to go out before every connection is cut. */
const CUT_OFF_AFTER_MS = 1_000;

/**
 * The stop step (docs/contracts.md#health-and-shutdown), on SIGTERM or SIGINT: the app drains
 * (not ready, no new connections, the workers give their claims back, the requests in flight
 * finish) for at most `graceMs`, then closes (what is still under way is cut off; the database
 * closes), and the process exits: 0 when everything finished within the grace time, 1 when the
 * grace ran out or closing failed. A second signal while stopping changes nothing.
 */
export function stopOnSignals(
  app: FastifyInstance,
  options: { graceMs: number; exit?: (code: number) => void },
): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;

  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs: options.graceMs }, 'draining before shutting down');
    const giveUp = setTimeout(() => {
      app.log.error('the app did not close in time; exiting');
      exit(1);
    }, options.graceMs + CLOSE_TIME_MS);
    giveUp.unref();
    const drain = await app.lifecycle.drain(options.graceMs);
    if (!drain.drained) {
      app.log.error(
        { inFlight: drain.inFlight, graceMs: options.graceMs },
        'the shutdown grace ran out; cutting off what is still under way',
      );
      // Closing answers the bodies still arriving 503 (plugins/slow-clients.ts); a moment later
      // whatever still holds a connection (a long download) is cut, so the close can end.
      setTimeout(() => app.server.closeAllConnections(), CUT_OFF_AFTER_MS).unref();
    }
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the app failed');
      exit(1);
      return;
    }
    app.log.info('shut down');
    exit(drain.drained ? 0 : 1);
  }

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
