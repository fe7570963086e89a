import type * as promClient from 'prom-client';
import type { Registry } from 'prom-client';

/** prom-client, loaded only when the metrics are on (it costs a start about 13 MB). */
export type PromClient = typeof promClient;

/** What the gauges read at each scrape; the app wires them to the database and the services. */
export type MetricsReadings = {
  /** This process's database connections: the pool's total, idle and waiting callers. */
  databaseConnections: () => { total: number; idle?: number; waiting?: number };
  /** Outbox rows not sent yet. */
  pendingMails: () => Promise<number>;
  /** Analysis jobs not finished yet. */
  pendingJobs: () => Promise<number>;
};

/**
 * The gauges of docs/contracts.md#metrics-and-tracing, read when Prometheus scrapes rather than
 * kept up to date: a scrape costs two counts on indexed columns, and nothing is counted between.
 */
export function registerGauges(
  prom: PromClient,
  registry: Registry,
  readings: MetricsReadings,
): void {
  const { Gauge } = prom;
  new Gauge({
    name: 'cuebrief_db_pool_connections',
    help: "The database connections of this instance's pool, by state (the embedded database is one)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [state, count] of Object.entries(readings.databaseConnections())) {
        if (count !== undefined) this.set({ state }, count);
      }
    },
  });
  new Gauge({
    name: 'cuebrief_mail_pending',
    help: 'Mails in the outbox not sent yet (the fleet shares one outbox)',
    registers: [registry],
    async collect() {
      this.set(await readings.pendingMails());
    },
  });
  new Gauge({
    name: 'cuebrief_jobs_pending',
    help: 'Audio analysis jobs waiting or under way (the fleet shares one queue)',
    registers: [registry],
    async collect() {
      this.set(await readings.pendingJobs());
    },
  });
}
