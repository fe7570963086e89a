import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { Services } from '../services';
import type { Database } from '../db/client';
import { DEMO_PASSWORD, seedDemoData } from './seed';

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
 * What a start writes to the database: the configured admin, then the demo data. Processes
 * starting together on one server do it one at a time (the start-up lock), and each step does
 * nothing when its accounts exist, so the second finds the first one's work and leaves it.
 * Gives back the demo accounts this start created, which the server prints.
 */
export async function seedOnStart(deps: {
  database: Database;
  services: Services;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
}): Promise<{ label: string; email: string }[]> {
  const { database, services, config, clock, log } = deps;
  const created = await database.withStartLock(async () => {
    if (config.admin) {
      const outcome = await services.users.ensureAdmin(config.admin.email, config.admin.password);
      log.info({ email: config.admin.email, outcome }, 'configured admin');
    }
    if (!config.demoData) return [];
    // In production the demo questions are answered by the configured admin: no demo admin.
    const adminEmail = config.isProduction ? config.admin?.email : undefined;
    return seedDemoData(services, clock, { adminEmail });
  });
  if (config.isProduction) await refuseDemoPasswordOnAdmins(services.users);
  return created;
}
