import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { getOver } from '../helpers/http-get';
import { useEveryRole } from '../helpers/every-role';
import { closeDatabaseUnder, createTestApp, useTestApp, type TestApp } from '../helpers/test-app';
import { EVERY_CALLER } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
beforeAll(() => t.app.lifecycle.markReady());

const opened: TestApp[] = [];
afterEach(async () => {
  for (const other of opened.splice(0)) await other.close();
});

async function openApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const other = await createTestApp(options);
  opened.push(other);
  return other;
}

describe('GET /health/live', () => {
  it.each(EVERY_CALLER)('answers 200 to %s', async (_who, role) => {
    const response = await call(t.app, 'GET', '/health/live', { token: signedIn.tokenOf(role) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ status: { code: 200, message: 'OK' }, data: { live: true } });
  });

  it('answers 200 while starting and when the database is gone: the process answers', async () => {
    const other = await openApp();
    expect((await call(other.app, 'GET', '/health/live')).statusCode).toBe(200);
    await closeDatabaseUnder(other.app);
    expect((await call(other.app, 'GET', '/health/live')).statusCode).toBe(200);
  });
});

describe('GET /health/ready', () => {
  it.each(EVERY_CALLER)('answers 200 to %s once the instance is ready', async (_who, role) => {
    const response = await call(t.app, 'GET', '/health/ready', { token: signedIn.tokenOf(role) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      status: { code: 200, message: 'OK' },
      data: { database: 'up', storage: 'up' },
    });
  });

  it('answers 503 while the instance starts, and 200 once it is marked ready', async () => {
    const other = await openApp();
    const starting = await call(other.app, 'GET', '/health/ready');
    expect(starting.statusCode).toBe(503);
    expect(starting.body.status).toMatchObject({
      code: 503,
      error: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: the server is starting.',
    });
    expect(starting.body.data).toBeNull();
    expect(starting.headers['retry-after']).toBe('1');
    // /health knows nothing of readiness: it is unchanged.
    expect((await call(other.app, 'GET', '/health')).statusCode).toBe(200);

    other.app.lifecycle.markReady();
    expect((await call(other.app, 'GET', '/health/ready')).statusCode).toBe(200);
  });

  it('answers 503 when the database cannot be reached', async () => {
    const other = await openApp();
    other.app.lifecycle.markReady();
    await closeDatabaseUnder(other.app);
    const response = await call(other.app, 'GET', '/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.body.status).toMatchObject({
      error: 'SERVICE_UNAVAILABLE',
      message: 'Not healthy: the database cannot be reached.',
    });
  });

  it('answers 503 once a drain has begun, and never turns ready again', async () => {
    const other = await openApp();
    other.app.lifecycle.markReady();
    // Requests already answered hold nothing.
    expect((await call(other.app, 'GET', '/health/ready')).statusCode).toBe(200);
    expect(await other.app.lifecycle.drain(1_000)).toEqual({ drained: true });
    other.app.lifecycle.markReady();
    const response = await call(other.app, 'GET', '/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.body.status.message).toBe('Not ready: the server is shutting down.');
  });
});

// ---------------------------------------------------------------------------------------------
// The drain over real connections: a route whose answer the test holds back is the request in
// flight (the process test, shutdown-drain.test.ts, does it with an upload).

type Held = { app: FastifyInstance; address: string; entered: Promise<void>; release: () => void };

async function appWithHeldRoute(): Promise<Held> {
  let release = () => {};
  let enter = () => {};
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  const other = await openApp({
    beforeReady: (app) => {
      app.get('/held', { config: { access: 'public' } }, async () => {
        enter();
        await held;
        return { held: 'done' };
      });
    },
  });
  const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
  other.app.lifecycle.markReady();
  // Whatever the test did, the held request ends before the app closes.
  opened.splice(opened.indexOf(other), 1, { ...other, close: () => (release(), other.close()) });
  return { app: other.app, address, entered, release };
}

describe('a drain', () => {
  it('turns not ready at once, takes no new connection, and waits for the request in flight', async () => {
    const { app, address, entered, release } = await appWithHeldRoute();
    // A connection kept open, as a load balancer's: idle when the drain begins.
    const kept = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await getOver(`${address}/health/ready`, kept)).status).toBe(200);
      const inFlight = getOver(`${address}/held`, false);
      await entered;

      let outcome: unknown;
      const drained = app.lifecycle.drain(30_000).then((result) => (outcome = result));
      const ready = await getOver(`${address}/health/ready`, kept);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({
        status: {
          error: 'SERVICE_UNAVAILABLE',
          message: 'Not ready: the server is shutting down.',
        },
      });
      // Answered, then the connection closes: the client goes elsewhere for the next request.
      expect(ready.headers.connection).toBe('close');
      await expect(getOver(`${address}/health/live`, false)).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      expect(outcome).toBeUndefined();

      release();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ held: 'done' });
      await drained;
      expect(outcome).toEqual({ drained: true });
    } finally {
      kept.destroy();
    }
  });

  it('gives up when the grace time runs out, telling how many requests were still in flight', async () => {
    const { app, address, entered } = await appWithHeldRoute();
    const inFlight = getOver(`${address}/held`, false).catch(() => undefined);
    await entered;
    expect(await app.lifecycle.drain(200)).toEqual({ drained: false, inFlight: 1 });
    void inFlight;
  });
});
