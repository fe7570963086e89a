import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { DEMO_PASSWORD, seedDemoData } from './demo/seed';
import type { Clock } from './lib/clock';
import type { Services } from './services';

/** A start that must not go on; the server prints its message alone, without a stack. */
export class StartRefusedError extends Error {}

/**
 * The published demo password signs anyone in as that admin, so a production start stops while
 * any admin has it (decision 018), whoever set it: an old demo seed, ADMIN_PASSWORD, a person.
 */
async function refuseDemoPasswordOnAdmins(users: Services['users']): Promise<void> {
  const exposed = await users.adminsWithPassword(DEMO_PASSWORD);
  if (exposed.length === 0) return;
  throw new StartRefusedError(
    `Refusing to start with NODE_ENV=production: the admin account ${exposed.join(', ')} ` +
      `has the published demo password "${DEMO_PASSWORD}". Change its password (or remove ` +
      'the account) first; see docs/deploy.md.',
  );
}

/**
 * What a start writes to the database: the configured admin, then the demo data. Both are
 * written under one hold of the start-up lock, so processes starting together on one server
 * take turns, and each step does nothing when its accounts exist: the second process finds the
 * first one's work and leaves it. A start with neither to write does not wait for the lock.
 */
async function writeStartData(
  app: FastifyInstance,
  { config, clock }: { config: Config; clock: Clock },
): Promise<{ label: string; email: string }[]> {
  const { database, services } = app;
  if (!config.admin && !config.demoData) return [];
  return database.withStartLock(async () => {
    if (config.admin) {
      const outcome = await services.users.ensureAdmin(config.admin.email, config.admin.password);
      app.log.info({ email: config.admin.email, outcome }, 'configured admin');
    }
    if (!config.demoData) return [];
    // In production the demo questions are answered by the configured admin: no demo admin.
    const adminEmail = config.isProduction ? config.admin?.email : undefined;
    return seedDemoData(services, clock, { adminEmail });
  });
}

/**
 * The start-up step after `buildApp` and before the app serves anyone: writes the configured
 * admin and the demo data, keeps the demo accounts it created in `app.demoAccounts` (the server
 * prints them), and refuses a production start while an admin has the demo password. Kept out
 * of `buildApp` so the app itself stays free of demo data; the server and the tests of a start
 * call it. A refused or failed start closes the app, leaving no workers, timers or connections.
 */
export async function runStartSteps(
  app: FastifyInstance,
  options: { config: Config; clock: Clock },
): Promise<void> {
  try {
    app.demoAccounts = await writeStartData(app, options);
    if (options.config.isProduction) await refuseDemoPasswordOnAdmins(app.services.users);
  } catch (error) {
    await app.close();
    throw error;
  }
}
