import pino from 'pino';
import { loadConfig } from '../src/config';
import { createLocalCacheNotifications } from '../src/db/cache-notifications';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemoData } from '../src/demo/seed';
import { systemClock } from '../src/lib/clock';
import { createServices, type Services } from '../src/services';

/** A demo account a benchmark's data belongs to, by email; the demo data must hold it. */
export async function demoAccount(services: Services, email: string) {
  const user = await services.users.findByEmail(email);
  if (!user) throw new Error(`the demo account ${email} is missing`);
  return user;
}

/**
 * What a benchmark's loader starts from: the app's database (migrated), with the demo accounts
 * seeded when it is empty, and the services to write more through. Nobody is mailed. The
 * caller closes the database when it is done.
 */
export async function openSeededDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<{ database: Database; services: Services }> {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: config.embeddedDatabaseDir,
    onIdleClientError: () => {},
  });
  try {
    const services = createServices({
      db: database.db,
      // The loader writes before any server starts on the database: no other instance to tell.
      caches: createLocalCacheNotifications(),
      clock: systemClock,
      config,
      jwtSecret: 'the benchmark seeds data and signs no tokens',
      log: pino({ level: 'silent' }),
    });
    await seedDemoData(services, systemClock);
    return { database, services };
  } catch (error) {
    await database.close();
    throw error;
  }
}
