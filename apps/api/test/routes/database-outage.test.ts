import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/accounts';
import { addressSequence } from '../helpers/addresses';
import { call, expectRefusal, type ApiResponse } from '../helpers/api';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { closeDatabaseUnder, createTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const serverUrl = process.env.DATABASE_URL;
const nextAddress = addressSequence(3);

/** Calls that all need the database: a guest's read, a signed-in read, a guest's write. */
function callsOf(app: FastifyInstance, accessToken: string): Promise<ApiResponse>[] {
  return [
    call(app, 'GET', '/tickets/v1/question?audience=agency'),
    call(app, 'GET', '/users/v1/request/client/requests', { token: accessToken }),
    call(app, 'POST', '/tickets/v1/question', {
      remoteAddress: nextAddress(),
      body: {
        name: 'Nora Vale',
        email: 'nora@outage.example',
        question: 'Do you answer while the database is away?',
        audience: 'agency',
      },
    }),
  ];
}

async function expectServed(app: FastifyInstance, accessToken: string) {
  for (const response of await Promise.all(callsOf(app, accessToken))) {
    expect(response.statusCode, response.raw).toBe(200);
  }
  expect((await call(app, 'GET', '/health')).statusCode).toBe(200);
}

/** Every call: 503 SERVICE_UNAVAILABLE with Retry-After, never 500; /health 503 as ever. */
async function expectUnavailable(app: FastifyInstance, accessToken: string) {
  for (const response of await Promise.all(callsOf(app, accessToken))) {
    expectRefusal(response, 503, 'SERVICE_UNAVAILABLE');
    expect(response.headers['retry-after']).toBe('5');
  }
  const health = await call(app, 'GET', '/health');
  expectRefusal(health, 503, 'SERVICE_UNAVAILABLE');
  expect(health.body.status.message).toBe('Not healthy: the database cannot be reached.');
}

describe.runIf(serverUrl)('with PostgreSQL away', () => {
  it('answers 503 with Retry-After while it cannot be reached, and serves again once it is back', async () => {
    // The app reaches its own database through a proxy the test cuts off and lets back.
    const database = await createTestDatabase();
    const url = new URL(database.databaseUrl!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    const t = await createTestApp({ config: { databaseUrl: url.toString() } });
    try {
      const { accessToken } = await loginAs(t.app, 'Client');
      await expectServed(t.app, accessToken);

      await proxy.stop();
      await expectUnavailable(t.app, accessToken);

      await proxy.start();
      await expectServed(t.app, accessToken);
    } finally {
      await proxy.start().catch(() => {});
      await t.close();
      await proxy.stop();
      await database.drop();
    }
  });
});

// PGlite runs in the process: it is never away and back, but it can be closed under the app.
describe.runIf(!serverUrl)('with the embedded database closed', () => {
  it('answers 503 with Retry-After, never 500', async () => {
    const t = await createTestApp();
    try {
      const { accessToken } = await loginAs(t.app, 'Client');
      await expectServed(t.app, accessToken);

      await closeDatabaseUnder(t.app);
      await expectUnavailable(t.app, accessToken);
    } finally {
      await t.close();
    }
  });
});
