import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { createServerDatabase } from '../helpers/server-database';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { startApiInstance, type ApiInstance } from './api-instance';
import { nginxSiteOf } from './nginx-config';
import { startNginx, type NginxProcess } from './nginx-process';

export type FleetOptions = {
  /**
   * The first of the ports the fleet takes, in this order: nginx, each instance, the S3 server,
   * the SMTP server (instances + 3 ports in all).
   */
  firstPort: number;
  /** How many instances, 2 unless given. */
  instances?: number;
  /** The PostgreSQL server the fleet's fresh database is made on; DATABASE_URL unless given. */
  databaseServerUrl?: string;
  /** More settings for every instance (an admin, a log level, analysis threads…). */
  env?: Record<string, string>;
};

/**
 * Cuebrief as an operator runs it for a fleet, on one machine: identical instances of the built
 * API on one fresh PostgreSQL database, one S3-compatible bucket (s3rver) and one SMTP server
 * that keeps what it receives, behind nginx's round-robin.
 */
export type Fleet = {
  /** nginx's address: PUBLIC_URL of every instance. */
  url: string;
  instances: ApiInstance[];
  s3: TestS3Server;
  /** What the instances sent by SMTP. */
  mail: SmtpCatcher;
  /** nginx: the requests it answered, with the instances that served each. */
  proxy: Pick<NginxProcess, 'requests'>;
  databaseUrl: string;
  /** Stops everything it started (instances by SIGTERM), drops the database, removes its files. */
  stop: () => Promise<void>;
};

/**
 * The settings every instance shares, and the developer's own ones blanked (a blank value is
 * unset): an instance differs from the others only by its port and DATA_DIR.
 */
function sharedSettings(parts: {
  url: string;
  databaseUrl: string;
  s3: TestS3Server;
  smtpPort: number;
}): Record<string, string> {
  return {
    NODE_ENV: '',
    PUBLIC_URL: parts.url,
    DATABASE_URL: parts.databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64'),
    ...parts.s3.settings,
    SMTP_URL: `smtp://127.0.0.1:${parts.smtpPort}`,
    // nginx on the same machine is the only way in that tells a client's address.
    TRUST_PROXY: 'loopback',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    API_DOCS: '',
    MUSIC_VIEW: '',
    METRICS_TOKEN: '',
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
  };
}

/** Starts a fleet; whatever started before a failure is stopped again. */
export async function launchFleet(options: FleetOptions): Promise<Fleet> {
  const serverUrl = options.databaseServerUrl ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'a fleet needs PostgreSQL: set DATABASE_URL to a server it may create a database on',
    );
  }
  const count = options.instances ?? 2;
  const ports = {
    proxy: options.firstPort,
    instances: Array.from({ length: count }, (_, i) => options.firstPort + 1 + i),
    s3: options.firstPort + count + 1,
    smtp: options.firstPort + count + 2,
  };
  const url = `http://127.0.0.1:${ports.proxy}`;
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    // The last started first: instances before the database, storage and mail they use.
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  try {
    const dir = await mkdtemp(path.join(tmpdir(), 'cuebrief-fleet-'));
    stops.push(() => rm(dir, { recursive: true, force: true }));
    const database = await createServerDatabase(serverUrl, { label: 'fleet_' });
    stops.push(database.drop);
    const s3 = await startS3Server({ bucket: 'cuebrief-fleet', port: ports.s3 });
    stops.push(s3.close);
    const mail = await startSmtpCatcher(ports.smtp);
    stops.push(mail.close);

    const env = {
      ...sharedSettings({ url, databaseUrl: database.url, s3, smtpPort: ports.smtp }),
      ...options.env,
    };
    // At once, as an orchestrator starts them: the start-up lock orders their migrations.
    const started = await Promise.allSettled(
      ports.instances.map((port, i) =>
        startApiInstance({ name: `api-${i + 1}`, port, dir, env }).then((instance) => {
          stops.push(() => instance.stop());
          return instance;
        }),
      ),
    );
    const instances = started.map((outcome) => {
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    });
    const site = nginxSiteOf({
      instances: ports.instances.map((port) => `127.0.0.1:${port}`),
      listen: `127.0.0.1:${ports.proxy}`,
      showUpstream: true,
    });
    const nginx: NginxProcess = await startNginx(site, ports.proxy);
    stops.push(nginx.stop);
    return {
      url,
      instances,
      s3,
      mail,
      proxy: { requests: nginx.requests },
      databaseUrl: database.url,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
