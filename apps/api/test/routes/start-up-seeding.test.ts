import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { logIn } from '../helpers/accounts';
import { countRows } from '../helpers/row-counts';
import { createSharedStore, type SharedStore } from '../helpers/shared-store';

/** The demo data beside a configured admin, as a staging server might run. */
const ENV = {
  DEMO_DATA: 'true',
  ADMIN_EMAIL: 'boss@agency.example',
  ADMIN_PASSWORD: 'a long admin password',
};
const DEMO_ACCOUNTS = 9;
/** Each test starts the app twice, seeding the demo data (generated audio) once. */
const TWO_STARTS_MS = 90_000;

let store: SharedStore;
const started: FastifyInstance[] = [];
beforeEach(async () => {
  store = await createSharedStore();
});
afterEach(async () => {
  for (const app of started.splice(0)) await app.close();
  await store.drop();
});

const start = async () => {
  const app = await store.start(ENV);
  started.push(app);
  return app;
};

/** Everyone the start writes can sign in: the configured admin and the demo accounts. */
async function expectEveryoneSignsIn(app: FastifyInstance): Promise<void> {
  await logIn(app, ENV.ADMIN_EMAIL, ENV.ADMIN_PASSWORD);
  await logIn(app, 'admin@cuebrief.example', DEMO_PASSWORD);
  await logIn(app, 'ava@northlight.example', DEMO_PASSWORD);
}

describe('seeding at start', () => {
  it(
    'creates the configured admin and the demo data, and a restart writes neither again',
    async () => {
      const first = await start();
      expect(first.demoAccounts).toHaveLength(DEMO_ACCOUNTS);
      await expectEveryoneSignsIn(first);
      const seeded = await countRows(first);
      expect(seeded.users).toBe(DEMO_ACCOUNTS + 1);
      await first.close();
      started.splice(0);

      const again = await start();
      expect(again.demoAccounts).toEqual([]);
      expect(await countRows(again)).toEqual(seeded);
      await expectEveryoneSignsIn(again);
    },
    TWO_STARTS_MS,
  );

  // One process owns an embedded database's folder, so only a server has instances that start
  // together.
  it.skipIf(!process.env.DATABASE_URL)(
    'lets two instances start together on an empty server database: one admin, the demo data once',
    async () => {
      const [one, two] = await Promise.all([start(), start()]);
      expect([one.demoAccounts.length, two.demoAccounts.length].sort()).toEqual([0, DEMO_ACCOUNTS]);
      const rows = await countRows(one);
      expect(rows.users).toBe(DEMO_ACCOUNTS + 1);
      expect(rows.requests).toBe(12);
      expect(await countRows(two)).toEqual(rows);
      await expectEveryoneSignsIn(one);
      await expectEveryoneSignsIn(two);
    },
    TWO_STARTS_MS,
  );
});
