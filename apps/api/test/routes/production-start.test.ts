import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, PublicQuestion, Tokens } from '@cuebrief/shared';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { StartRefusedError } from '../../src/start';
import { call, expectRefusal } from '../helpers/api';
import { createSharedStore, type SharedStore } from '../helpers/shared-store';

const PRODUCTION = { NODE_ENV: 'production' };
const ADMIN = { ADMIN_EMAIL: 'boss@agency.example', ADMIN_PASSWORD: 'a long admin password' };
const DEMO_ADMIN = 'admin@cuebrief.example';
/** Each test starts the app on a store of its own, some twice or with the demo data (audio). */
const SLOW_TEST_MS = 90_000;

const login = (app: FastifyInstance, email: string, password: string) =>
  call<Tokens>(app, 'POST', '/users/v1/auth/login', { body: { email, password } });

/** A test on a store of its own, dropped after it whatever the test does with it. */
function itOnOwnStore(name: string, test: (store: SharedStore) => Promise<void>): void {
  it(
    name,
    async () => {
      const store = await createSharedStore();
      try {
        await test(store);
      } finally {
        await store.drop();
      }
    },
    SLOW_TEST_MS,
  );
}

/** The app started on `store` with `env`, closed after `use` whatever `use` does. */
async function withStarted(
  store: SharedStore,
  env: NodeJS.ProcessEnv,
  use: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const app = await store.start(env);
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('a start with NODE_ENV=production and nothing else set', () => {
  let store: SharedStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await createSharedStore();
    app = await store.start(PRODUCTION);
  });
  afterAll(async () => {
    await app.close();
    await store.drop();
  });

  it('seeds no demo data, so the published admin password signs nobody in', async () => {
    expect(app.demoAccounts).toEqual([]);
    expectRefusal(await login(app, DEMO_ADMIN, DEMO_PASSWORD), 401, 'INVALID_CREDENTIALS');
    expectRefusal(
      await login(app, 'ava@northlight.example', DEMO_PASSWORD),
      401,
      'INVALID_CREDENTIALS',
    );
  });
});

describe('/docs in production', () => {
  itOnOwnStore('is served only with API_DOCS=true', async (store) => {
    await withStarted(store, PRODUCTION, async (closed) => {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        expectRefusal(await call(closed, 'GET', url), 404, 'NOT_FOUND');
      }
    });
    await withStarted(store, { ...PRODUCTION, API_DOCS: 'true' }, async (open) => {
      const viewer = await open.inject({ method: 'GET', url: '/docs' });
      expect(viewer.statusCode).toBe(200);
      expect(viewer.body).toContain('swagger-ui');
      const document = await open.inject({ method: 'GET', url: '/docs/json' });
      expect(document.json()).toHaveProperty('openapi');
    });
  });
});

describe('a production start with DEMO_DATA=true', () => {
  itOnOwnStore(
    'seeds the demo without a demo admin: its questions are answered by the configured one',
    async (store) => {
      await withStarted(store, { ...PRODUCTION, DEMO_DATA: 'true', ...ADMIN }, async (app) => {
        const seeded = app.demoAccounts.map((account) => account.email);
        expect(seeded).toContain('ava@northlight.example');
        expect(seeded).not.toContain(DEMO_ADMIN);
        expect((await login(app, 'ava@northlight.example', DEMO_PASSWORD)).statusCode).toBe(200);
        expectRefusal(await login(app, DEMO_ADMIN, DEMO_PASSWORD), 401, 'INVALID_CREDENTIALS');
        expect((await login(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).statusCode).toBe(200);
        const answered = await call<Paged<PublicQuestion>>(app, 'GET', '/tickets/v1/question', {
          query: { audience: 'agency' },
        });
        expect(answered.body.data.total).toBe(4);
      });
    },
  );
});

describe('a production start on a database where an admin has the demo password', () => {
  itOnOwnStore(
    'is refused, naming the account, after a development start seeded the demo admin',
    async (store) => {
      await withStarted(store, {}, async (development) => {
        expect(development.demoAccounts.map((account) => account.email)).toContain(DEMO_ADMIN);
      });

      const refusal = store.start({ ...PRODUCTION, ...ADMIN });
      await expect(refusal).rejects.toThrow(StartRefusedError);
      await expect(refusal).rejects.toThrow(
        `the admin account ${DEMO_ADMIN} has the published demo password "${DEMO_PASSWORD}"`,
      );
    },
  );

  itOnOwnStore('is refused when ADMIN_PASSWORD is the demo password', async (store) => {
    const refusal = store.start({
      ...PRODUCTION,
      ADMIN_EMAIL: ADMIN.ADMIN_EMAIL,
      ADMIN_PASSWORD: DEMO_PASSWORD,
    });
    await expect(refusal).rejects.toThrow(`the admin account ${ADMIN.ADMIN_EMAIL} has`);
  });
});
